import { redirect } from "react-router";
import { ACCESS_DENIED_MESSAGE, ACCESS_DENIED_TITLE } from "~/content/access-denied";
import { recordAudit } from "~/models/audit-log.server";
import { ApiError, assertSameOrigin } from "./api.server";
import { getSessionUser, type SessionUser } from "./auth.server";

export type AdminUser = SessionUser;

type GuardOptions = {
  /**
   * Record a state-changing request in the audit log as a generic entry (who, method and path,
   * when). Off by default: every change's use case records one entry of its own naming the
   * record and what changed, and a second, generic entry per request would only repeat it
   * (and log refused forms as changes). A route whose change has no use-case entry passes true.
   */
  audit?: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For admin pages: a state-changing request from another site → 403; anonymous → redirect to
 * /admin/login; signed in but not an admin → 403 'Access Denied'. Every admin loader and
 * action calls it first.
 */
export async function requireAdmin(
  request: Request,
  options: GuardOptions = {},
): Promise<AdminUser> {
  try {
    assertSameOrigin(request);
  } catch {
    throw new Response("Cross-origin request rejected", {
      status: 403,
      statusText: "Forbidden",
    });
  }
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    const redirectTo = `${url.pathname}${url.search}`;
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  if (!user.isAdmin) {
    throw new Response(ACCESS_DENIED_MESSAGE, { status: 403, statusText: ACCESS_DENIED_TITLE });
  }
  await auditChange(request, user, options);
  return user;
}

/**
 * For admin API endpoints, after the endpoint wrapper's same-origin check: anonymous → 401;
 * signed in but not an admin → 403 (JSON).
 */
export async function requireAdminApi(
  request: Request,
  options: GuardOptions = {},
): Promise<AdminUser> {
  const user = await getSessionUser(request);
  if (!user) throw new ApiError(401, "Authentication required");
  if (!user.isAdmin) throw new ApiError(403, ACCESS_DENIED_MESSAGE);
  await auditChange(request, user, options);
  return user;
}

async function auditChange(request: Request, user: AdminUser, { audit = false }: GuardOptions) {
  if (!audit || SAFE_METHODS.has(request.method)) return;
  const url = new URL(request.url);
  // Data requests of client-side navigation end in .data; the record is the page's path.
  const pathname = url.pathname.replace(/\.data$/, "");
  const segments = pathname.split("/").filter(Boolean);
  await recordAudit({
    action: "admin.request",
    actorId: user.id,
    actorEmail: user.email,
    targetType: segments.slice(0, 2).join("/") || null,
    targetId: segments.length > 2 ? segments.slice(2).join("/") : null,
    details: { method: request.method, path: pathname },
  });
}
