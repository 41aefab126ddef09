import { RefreshCw } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminPage } from "~/components/admin/admin-shell";
import { Alert } from "~/components/admin/alert";
import { Button } from "~/components/ui/button";

/**
 * The error boundary of an admin list page: "Access Denied" for a 403, otherwise the page
 * with the error's own text (or `fallback`) and a link that loads the list afresh.
 */
export function ListLoadError({
  pageTitle,
  alertTitle,
  fallback,
  href,
}: {
  pageTitle: string;
  alertTitle: string;
  fallback: string;
  href: string;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message="You don't have permission to access this area." />;
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : fallback;
  return (
    <AdminPage title={pageTitle}>
      <Alert tone="error" title={alertTitle}>
        <p>{message}</p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a href={href}>
            <RefreshCw aria-hidden />
            Refresh
          </a>
        </Button>
      </Alert>
    </AdminPage>
  );
}
