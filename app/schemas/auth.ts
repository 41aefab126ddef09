import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./password";
import { text } from "./primitives";

const email = text({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

const password = text({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Sign-in posts the two credentials and where to go afterwards (checked by safeAdminRedirect). */
export const SignInSchema = z.object({ email, password, redirectTo: z.string().optional() });

/**
 * Sign-up asks for the same two fields as sign-in; the password policy itself is enforced by
 * the server, which answers every unmet rule as a reason.
 */
export const SignUpSchema = z.object({ email, password });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z.object({
  token: text().min(1, "The reset link is incomplete").max(500),
  password,
});

/** The pages of the sign-in flow; none of them is a place to return to after signing in. */
export const AUTH_PAGES = {
  signIn: "/admin/login",
  signUp: "/admin/signup",
  forgotPassword: "/admin/forgot-password",
  resetPassword: "/admin/reset-password",
  verifyEmail: "/admin/verify-email",
  signOut: "/admin/logout",
} as const;

const DEFAULT_AFTER_SIGN_IN = "/admin";

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}
const LOCAL_BASE = "http://local.invalid";

/**
 * A redirect target after sign-in: only a path of the admin area, never another site, never an
 * auth page. Anything else, including values with control characters (which would split the
 * Location header), falls back to /admin. The result is re-serialised by the URL parser, so it
 * holds only characters a header may carry.
 */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return DEFAULT_AFTER_SIGN_IN;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil" or "/\n/evil" would leave.
  if (hasControlOrBackslash(value) || !value.startsWith("/") || value.startsWith("//")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const url = new URL(value, LOCAL_BASE);
  if (url.origin !== LOCAL_BASE || !/^\/admin(?:\/|$)/.test(url.pathname)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (Object.values(AUTH_PAGES).some((page) => path === page)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An auth page's address, carrying redirectTo along when it is not the default. */
export function authPageHref(page: string, redirectTo: string): string {
  if (redirectTo === DEFAULT_AFTER_SIGN_IN) return page;
  return `${page}?${new URLSearchParams({ redirectTo })}`;
}
