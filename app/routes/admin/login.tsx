import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/admin/alert";
import { BrandMark } from "~/components/layout/brand-mark";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { requestInfoContext } from "~/context";
import {
  CredentialsSchema,
  ForgotPasswordSchema,
  type LoginIntent,
  loginIntents,
  ResetPasswordSchema,
  safeAdminRedirect,
} from "~/schemas/auth";
import { PASSWORD_RULES } from "~/schemas/password";
import { setAdminFlash } from "~/utils/admin-flash.server";
import {
  callAuthEndpoint,
  forwardedCookies,
  getSessionUser,
  RESET_CALLBACK_PATH,
} from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

type Notice = { tone: "success" | "error" | "info"; title: string; message: string };

type ActionResult = {
  intent: LoginIntent;
  title?: string;
  message?: string;
  reasons?: string[];
  offerSignUp?: boolean;
  fieldErrors?: Partial<Record<"email" | "password", string>>;
  email?: string;
};

const UNEXPECTED = { title: "Error", message: "An unexpected error occurred" } as const;

function modeOf(url: URL): LoginIntent {
  const mode = url.searchParams.get("mode");
  if (mode === "signup") return "sign-up";
  if (mode === "forgot") return "forgot-password";
  if (mode === "reset") return "reset-password";
  return "sign-in";
}

/** The message a redirect back to this page asks for (after sign-up, verification, resets). */
function noticeOf(url: URL): Notice | null {
  const params = url.searchParams;
  const error = params.get("error");
  if (params.get("mode") === "reset" && error) {
    return {
      tone: "error",
      title: "Reset Failed",
      message: "This reset link is invalid or has expired. Request a new one below.",
    };
  }
  if (params.has("verified")) {
    return error
      ? {
          tone: "error",
          title: "Verification Failed",
          message:
            "This verification link is invalid or has expired. Sign in to receive a new one.",
        }
      : {
          tone: "success",
          title: "Email Verified",
          message: "Your email address is confirmed. You can now sign in.",
        };
  }
  if (params.has("created")) {
    return {
      tone: "success",
      title: "Account Created",
      message: "Please check your email to verify your account, then sign in.",
    };
  }
  if (params.has("reset-requested")) {
    return {
      tone: "info",
      title: "Check Your Email",
      message: "If an account exists for that address, we have sent a link to reset its password.",
    };
  }
  if (params.has("password-reset")) {
    return {
      tone: "success",
      title: "Password Updated",
      message: "Your password has been changed. Sign in with the new one.",
    };
  }
  return null;
}

// The page may carry a password-reset token and the signed-in account: never cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeAdminRedirect(url.searchParams.get("redirectTo"));
  const user = await getSessionUser(request);
  // An admin already signed in has nothing to do here (spec §2).
  if (user?.isAdmin) throw redirect(redirectTo);
  const mode = modeOf(url);
  return {
    mode,
    redirectTo,
    token: mode === "reset-password" ? (url.searchParams.get("token") ?? "") : "",
    signedInAs: user?.email ?? null,
    notice: noticeOf(url),
  };
}

async function authError(
  response: Response,
): Promise<{ code?: string; message?: string; reasons?: string[] }> {
  try {
    return (await response.json()) as { code?: string; message?: string; reasons?: string[] };
  } catch {
    return {};
  }
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: ActionResult["fieldErrors"] = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if ((key === "email" || key === "password") && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function retryHeaders(response: Response): HeadersInit | undefined {
  const retryAfter = response.headers.get("Retry-After") ?? response.headers.get("X-Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ip = context.get(requestInfoContext).ip;
  const form = await request.formData();
  const intentValue = form.get("intent");
  const intent = loginIntents.find((known) => known === intentValue) ?? "sign-in";
  const email = String(form.get("email") ?? "").slice(0, 254);
  const reply = (result: Omit<ActionResult, "intent">, status: number, headers?: HeadersInit) =>
    data<ActionResult>({ intent, email, ...result }, { status, headers });

  try {
    if (intent === "sign-in" || intent === "sign-up") {
      const parsed = CredentialsSchema.safeParse({ email, password: form.get("password") });
      if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error.issues) }, 400);
      const credentials = parsed.data;
      if (intent === "sign-in") {
        const response = await callAuthEndpoint(request, ip, "/sign-in/email", credentials);
        if (response.ok) {
          const headers = forwardedCookies(response);
          headers.append("Set-Cookie", await setAdminFlash("signed-in"));
          return redirect(safeAdminRedirect(form.get("redirectTo")), { headers });
        }
        if (response.status >= 500) return reply(UNEXPECTED, 500);
        const error = await authError(response);
        if (error.code === "INVALID_EMAIL_OR_PASSWORD") {
          return reply(
            {
              title: "Login Failed",
              message: "Account not found. Would you like to create an account?",
              offerSignUp: true,
            },
            401,
          );
        }
        if (error.code === "EMAIL_NOT_VERIFIED") {
          return reply(
            {
              title: "Login Failed",
              message:
                "Please verify your email address first. We have sent you a new verification link.",
            },
            403,
          );
        }
        return reply(
          { title: "Login Failed", message: error.message ?? "Sign-in failed." },
          response.status,
          retryHeaders(response),
        );
      }
      const response = await callAuthEndpoint(request, ip, "/sign-up/email", {
        ...credentials,
        name: credentials.email.split("@")[0],
      });
      if (response.ok) return redirect("/admin/login?created=1");
      if (response.status >= 500) return reply(UNEXPECTED, 500);
      const error = await authError(response);
      return reply(
        {
          title: "Sign Up Failed",
          message:
            error.code === "WEAK_PASSWORD"
              ? "Password too weak:"
              : (error.message ?? "Sign-up failed."),
          reasons: error.reasons,
        },
        response.status,
        retryHeaders(response),
      );
    }

    if (intent === "forgot-password") {
      const parsed = ForgotPasswordSchema.safeParse({ email });
      if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error.issues) }, 400);
      const response = await callAuthEndpoint(request, ip, "/request-password-reset", {
        email: parsed.data.email,
        redirectTo: RESET_CALLBACK_PATH,
      });
      if (response.ok) return redirect("/admin/login?reset-requested=1");
      if (response.status >= 500) return reply(UNEXPECTED, 500);
      const error = await authError(response);
      return reply(
        { title: "Request Failed", message: error.message ?? "The request failed." },
        response.status,
        retryHeaders(response),
      );
    }

    const parsed = ResetPasswordSchema.safeParse({
      token: form.get("token"),
      password: form.get("password"),
    });
    if (!parsed.success) {
      const tokenIssue = parsed.error.issues.find((issue) => issue.path[0] === "token");
      return tokenIssue
        ? reply({ title: "Reset Failed", message: tokenIssue.message }, 400)
        : reply({ fieldErrors: fieldErrorsOf(parsed.error.issues) }, 400);
    }
    const response = await callAuthEndpoint(request, ip, "/reset-password", {
      token: parsed.data.token,
      newPassword: parsed.data.password,
    });
    if (response.ok) return redirect("/admin/login?password-reset=1");
    if (response.status >= 500) return reply(UNEXPECTED, 500);
    const error = await authError(response);
    if (error.code === "WEAK_PASSWORD") {
      return reply(
        { title: "Reset Failed", message: "Password too weak:", reasons: error.reasons },
        400,
      );
    }
    return reply(
      {
        title: "Reset Failed",
        message:
          error.code === "INVALID_TOKEN"
            ? "This reset link is invalid or has expired. Request a new one."
            : (error.message ?? "The password could not be changed."),
      },
      response.status,
    );
  } catch (error) {
    logger().error({ err: error }, "Admin login action failed");
    return reply(UNEXPECTED, 500);
  }
}

const headings: Record<
  LoginIntent,
  { title: string; subtitle: string; submit: string; busy: string }
> = {
  "sign-in": {
    title: "Admin Portal",
    subtitle: "Sign in to manage the website and its enquiries.",
    submit: "Sign In",
    busy: "Signing In...",
  },
  "sign-up": {
    title: "Create an Account",
    subtitle: "Staff accounts need their email verified before the first sign-in.",
    submit: "Create Account",
    busy: "Creating Account...",
  },
  "forgot-password": {
    title: "Forgot Password?",
    subtitle: "Enter your email and we will send you a link to choose a new password.",
    submit: "Send Reset Link",
    busy: "Sending...",
  },
  "reset-password": {
    title: "Choose a New Password",
    subtitle: "The link from your email is valid for one hour.",
    submit: "Update Password",
    busy: "Updating...",
  },
};

function modeHref(mode: "signup" | "forgot" | null, redirectTo: string) {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  if (redirectTo !== "/admin") params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/admin/login?${query}` : "/admin/login";
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, token, signedInAs, notice } = loaderData;
  const navigation = useNavigation();
  const result = actionData?.intent === mode ? actionData : undefined;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const heading = headings[mode];
  const needsEmail = mode !== "reset-password";
  const needsPassword = mode !== "forgot-password";
  const newPassword = mode === "sign-up" || mode === "reset-password";
  const emailError = result?.fieldErrors?.email;
  const passwordError = result?.fieldErrors?.password;

  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-ink-950 px-4 py-16"
    >
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-8 inline-flex items-center gap-2 text-sm text-ivory-200 hover:text-ivory-50"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to website
        </Link>
        <div className="rounded-md bg-ivory-50 p-6 shadow-2xl sm:p-8">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <p className="font-display text-lg font-semibold tracking-wide text-ink-900">
              Aurum Aviation
            </p>
          </div>
          <h1 className="mt-6 text-4xl font-semibold text-ink-900">{heading.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{heading.subtitle}</p>

          <div className="mt-6 flex flex-col gap-3">
            {signedInAs ? (
              <Alert tone="info" title={`Signed in as ${signedInAs}`}>
                <p>This account has no access to the admin area.</p>
                <Form method="post" action="/admin/logout" className="mt-2">
                  <Button type="submit" variant="outline" size="sm">
                    Sign Out
                  </Button>
                </Form>
              </Alert>
            ) : null}
            {notice && !result?.title ? (
              <Alert tone={notice.tone} title={notice.title}>
                {notice.message}
              </Alert>
            ) : null}
            {result?.title ? (
              <Alert tone="error" title={result.title}>
                <p>{result.message}</p>
                {result.reasons?.length ? (
                  <ul className="mt-1 list-disc pl-5">
                    {result.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
                {result.offerSignUp ? (
                  <Link
                    to={modeHref("signup", redirectTo)}
                    className="mt-1 inline-block font-medium underline underline-offset-4"
                  >
                    Create an account
                  </Link>
                ) : null}
              </Alert>
            ) : null}
          </div>

          <Form method="post" className="mt-6 flex flex-col gap-5" noValidate={false}>
            <input type="hidden" name="intent" value={mode} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {mode === "reset-password" ? <input type="hidden" name="token" value={token} /> : null}
            {needsEmail ? (
              <Field id="login-email" label="Email" error={emailError} required>
                <Input
                  id="login-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  maxLength={254}
                  defaultValue={result?.email ?? ""}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? "login-email-error" : undefined}
                />
              </Field>
            ) : null}
            {needsPassword ? (
              <Field
                id="login-password"
                label={mode === "reset-password" ? "New password" : "Password"}
                error={passwordError}
                required
              >
                <Input
                  key={mode}
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete={newPassword ? "new-password" : "current-password"}
                  required
                  maxLength={128}
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={
                    [
                      passwordError ? "login-password-error" : "",
                      newPassword ? "password-rules" : "",
                    ]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                />
                {newPassword ? (
                  <ul id="password-rules" className="list-disc pl-5 text-xs text-muted-foreground">
                    {PASSWORD_RULES.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                ) : null}
              </Field>
            ) : null}
            {mode === "sign-in" ? (
              <Link
                to={modeHref("forgot", redirectTo)}
                className="-mt-2 self-end text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            ) : null}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? heading.busy : heading.submit}
            </Button>
          </Form>

          <p className="mt-6 text-center text-sm text-muted-foreground">
            {mode === "sign-in" ? (
              <>
                Don't have an account?{" "}
                <Link
                  to={modeHref("signup", redirectTo)}
                  className="font-medium text-gold-700 underline-offset-4 hover:underline"
                >
                  Sign up
                </Link>
              </>
            ) : mode === "sign-up" ? (
              <>
                Already have an account?{" "}
                <Link
                  to={modeHref(null, redirectTo)}
                  className="font-medium text-gold-700 underline-offset-4 hover:underline"
                >
                  Sign in
                </Link>
              </>
            ) : (
              <Link
                to={modeHref(null, redirectTo)}
                className="font-medium text-gold-700 underline-offset-4 hover:underline"
              >
                Back to sign in
              </Link>
            )}
          </p>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-ink-950 px-4 py-16"
    >
      <div className="w-full max-w-md rounded-md bg-ivory-50 p-8 shadow-2xl">
        <Alert tone="error" title={UNEXPECTED.title}>
          {UNEXPECTED.message}
        </Alert>
        <a
          href="/admin/login"
          className="mt-6 inline-block text-sm font-medium text-gold-700 underline underline-offset-4"
        >
          Try again
        </a>
      </div>
    </main>
  );
}
