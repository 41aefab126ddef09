import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { e2eAuthDir, e2eOwner } from "../../../playwright.config";
import { waitForMail } from "./enquiry-data";

/**
 * The accounts e2e tests act as, and every path of the sign-in pages they use: kept in this one
 * file so a change to the auth routes is one edit here.
 *
 * - owner: made by `npm run admin:create` before the server starts (the operator's path).
 * - admin: signs up; an admin because ADMIN_EMAILS (playwright.config.ts) lists the address.
 * - member: signs up with an address that is not listed, so it is signed in but not an admin.
 */
export const accounts = {
  owner: e2eOwner,
  admin: { email: "admin@e2e.test", password: "Gold-Runway-2027" },
  member: { email: "member@e2e.test", password: "Cabin-Crew-2027" },
} as const;

export type Role = keyof typeof accounts;

export const authPaths = {
  login: "/admin/login",
  signUp: "/admin/signup",
  loginAfterVerification: /\/admin\/login$/,
  loginWithRedirect: /\/admin\/login\?redirectTo=/,
} as const;

/**
 * No cookies: for a visitor's context or request inside tests that run signed in (Playwright
 * gives `browser.newContext()` and `request` the test's storage state unless told otherwise).
 */
export const signedOut = { cookies: [], origins: [] };

/** The signed-in browser state of `role`, made once per run by the global setup. */
export function storageStateOf(role: Role) {
  return path.join(e2eAuthDir, `${role}.json`);
}

/** Signs in through the auth API: the session cookie lands in the request's cookie jar. */
export async function signInThroughApi(request: APIRequestContext, role: Role, baseURL: string) {
  const { email, password } = accounts[role];
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
}

/** A session of its own for `role` in this page's context (for tests that end their session). */
export async function signInFresh(page: Page, role: Role, baseURL: string) {
  await signInThroughApi(page.request, role, baseURL);
}

/** Signs up through the auth API and follows the emailed verification link. */
export async function signUpVerified(request: APIRequestContext, role: Role, baseURL: string) {
  const { email, password } = accounts[role];
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: `E2E ${role}` },
    headers: { Origin: baseURL },
  });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()}`).toBe(true);
  const mail = await waitForMail(
    (message) =>
      message.recipients.some((to) => to.includes(email)) && /verify-email/.test(message.text),
  );
  const link = /(https?:\/\/\S*verify-email\S*)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No verification link in the email to ${email}`);
  await request.get(link, { maxRedirects: 0 });
}

/** Types into the sign-in form, as a person does (the one path the storage states skip). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  const login = await page.goto(authPaths.login);
  expect(login?.headers()["cache-control"]).toBe("private, no-store");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
