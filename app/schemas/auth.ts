import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./password";
import { text } from "./primitives";

/** The intents of the /admin/login form: one page signs in, signs up and resets passwords. */
export const loginIntents = ["sign-in", "sign-up", "forgot-password", "reset-password"] as const;
export type LoginIntent = (typeof loginIntents)[number];

const email = text({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

const password = text({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Sign-in and sign-up post the same two fields (spec §5: email and password required). */
export const CredentialsSchema = z.object({ email, password });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z.object({
  token: text().min(1, "The reset link is incomplete").max(500),
  password,
});

/** A redirect target after sign-in: only a path of the admin area, never another site. */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (!/^\/admin(?:[/?#]|$)/.test(value) || value.startsWith("/admin/login")) return "/admin";
  if (value.includes("\\") || value.startsWith("//")) return "/admin";
  return value;
}
