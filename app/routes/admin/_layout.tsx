import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunction,
  useRouteError,
} from "react-router";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { toast } from "~/components/ui/toaster";
import { ACCESS_DENIED_MESSAGE } from "~/content/access-denied";
import { env } from "~/utils/env.server";
import { requireAdmin } from "~/utils/permissions.server";
import { getToast } from "~/utils/toast.server";
import type { Route } from "./+types/_layout";

export const meta: Route.MetaFunction = () => [
  { title: "Admin · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

// Leads and drafts are private: no browser or proxy may keep a copy. Every admin page inherits
// this unless it sets headers of its own.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * Every action's answer may carry a toast, refusals (4xx) included, and React Router skips
 * revalidation after those by default: the layout reads the cookie after each action anyway.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod !== "GET") || defaultShouldRevalidate;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { toast, headers } = await getToast(request);
  return data({ email: user.email, toast, timeZone: env().BUSINESS_TIMEZONE }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { email, toast: message } = loaderData;
  useEffect(() => {
    if (!message) return;
    // On a full page load the root's Toaster subscribes in its own effect, which runs after
    // this one: the message waits a tick so it is not announced to nobody.
    const timer = setTimeout(() => {
      toast[message.type](message.title, {
        id: message.id,
        description: message.description || undefined,
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [message]);
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
