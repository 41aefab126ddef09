import { useEffect } from "react";
import { data, isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { toast } from "~/components/ui/toaster";
import { ACCESS_DENIED_MESSAGE } from "~/content/messages";
import { takeAdminFlash } from "~/utils/admin-flash.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/_layout";

export const meta: Route.MetaFunction = () => [
  { title: "Admin · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

// Leads and drafts are private: no browser or proxy may keep a copy. Every admin page inherits
// this unless it sets headers of its own.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { flash, headers } = await takeAdminFlash(request);
  return data({ email: user.email, flash }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, flash } = loaderData;
  useEffect(() => {
    if (flash !== "signed-in") return;
    // On a full page load the root's Toaster subscribes in its own effect, which runs after
    // this one: the message waits a tick so it is not announced to nobody.
    const timer = setTimeout(() => {
      toast.success("Login Successful", { description: "Welcome to the admin portal" });
    }, 0);
    return () => clearTimeout(timer);
  }, [flash]);
  return (
    <AdminShell email={email}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AccessDenied message={typeof error.data === "string" ? error.data : ACCESS_DENIED_MESSAGE} />
    );
  }
  return <GeneralErrorBoundary />;
}
