// Sign Out: ends the session on the server and returns to /admin/login.
import { redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { recordAudit } from "~/models/audit-log.server";
import { assertSameOrigin } from "~/utils/api.server";
import { callAuthEndpoint, forwardedCookies, getSessionUser } from "~/utils/auth.server";
import type { Route } from "./+types/logout";

// Signing out changes state, so it is a POST; a visit to the URL just goes to the login page.
export function loader() {
  return redirect("/admin/login");
}

/**
 * Any signed-in account may sign out (an account without admin rights signs out from the
 * 'Access Denied' page), so this action checks the origin but not the admin role.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    assertSameOrigin(request);
  } catch {
    throw new Response("Cross-origin request rejected", { status: 403 });
  }
  const ip = context.get(requestInfoContext).ip;
  const user = await getSessionUser(request);
  if (!user) return redirect("/admin/login");
  const response = await callAuthEndpoint(request, ip, "/sign-out", {});
  await recordAudit({
    action: "auth.sign-out",
    actorId: user.id,
    actorEmail: user.email,
    targetType: "account",
    targetId: user.email,
    ip,
  });
  return redirect("/admin/login", { headers: forwardedCookies(response) });
}
