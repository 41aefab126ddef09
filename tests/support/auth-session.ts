import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { callAuthEndpoint } from "~/utils/auth.server";
import { env } from "~/utils/env.server";

export const TEST_PASSWORD = "Correct-Horse-42";

/** The origin requests in route tests come from (the configured PUBLIC_URL). */
export function origin() {
  return new URL(env().PUBLIC_URL).origin;
}

export function routeContext(ip = "203.0.113.5") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, requestId: "test" });
  return context;
}

/**
 * Creates an account through better-auth's sign-up (verification email and all), then marks it
 * verified (and admin when asked) directly, as following the emailed link would.
 */
export async function createAccount(
  email: string,
  { admin = false, verified = true, password = TEST_PASSWORD } = {},
) {
  const response = await callAuthEndpoint(
    new Request(`${origin()}/admin/login`),
    "198.51.100.1",
    "/sign-up/email",
    { email, password, name: email.split("@")[0] },
  );
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  await db()
    .update(users)
    .set({ emailVerified: verified, role: admin ? "admin" : "user" })
    .where(eq(users.email, email));
}

/** Signs in and returns the Cookie header value of the new session. */
export async function signIn(email: string, password = TEST_PASSWORD, ip = "198.51.100.2") {
  const response = await callAuthEndpoint(
    new Request(`${origin()}/admin/login`),
    ip,
    "/sign-in/email",
    { email, password },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response);
}

/** The Cookie request header that echoes a response's Set-Cookie headers. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A same-origin request from the browser holding the session `cookie`. */
export function signedInRequest(cookie: string, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  headers.set("Origin", origin());
  return new Request(`${origin()}${pathname}`, { ...init, headers });
}

/** The admin that tests calling the services directly act as. */
export const adminActor = {
  user: { id: "admin-1", email: "admin@example.test", isAdmin: true },
  ip: "203.0.113.5",
};

/** A form posted from the site's own page by the browser holding the session `cookie`. */
export function signedInFormPost(
  cookie: string,
  pathname: string,
  fields: Record<string, string> | [string, string][],
) {
  return signedInRequest(cookie, pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}
