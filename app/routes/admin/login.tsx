import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { EmailField, PasswordField } from "~/components/admin/auth/auth-fields";
import {
  AuthErrorPage,
  AuthLink,
  type AuthNotice,
  AuthPage,
  UNEXPECTED_ERROR,
} from "~/components/admin/auth/auth-page";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/context";
import { readForm } from "~/routes/support/form.server";
import { AUTH_PAGES, authPageHref, SignInSchema, safeAdminRedirect } from "~/schemas/auth";
import {
  callAuthEndpoint,
  forwardedCookies,
  getSessionUser,
  isAdminAccount,
  readAuthError,
  retryAfterHeaders,
} from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { getToast, redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page shows the signed-in account: never cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * Addresses of the single page that once served every auth step (`?mode=…`, `?verified`), still
 * found in emails already sent: they lead to the page that now serves that step.
 */
function legacyDestination(url: URL): string | null {
  const params = new URLSearchParams(url.searchParams);
  const mode = params.get("mode");
  params.delete("mode");
  const query = params.size ? `?${params}` : "";
  if (mode === "signup") return `${AUTH_PAGES.signUp}${query}`;
  if (mode === "forgot") return `${AUTH_PAGES.forgotPassword}${query}`;
  if (mode === "reset") return `${AUTH_PAGES.resetPassword}${query}`;
  if (params.has("verified")) {
    params.delete("verified");
    return `${AUTH_PAGES.verifyEmail}${params.size ? `?${params}` : ""}`;
  }
  return null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const legacy = legacyDestination(url);
  if (legacy) throw redirect(legacy, 301);
  const redirectTo = safeAdminRedirect(url.searchParams.get("redirectTo"));
  const user = await getSessionUser(request);
  // An admin already signed in has nothing to do here.
  if (user?.isAdmin) throw redirect(redirectTo);
  const { toast, headers } = await getToast(request);
  const notice: AuthNotice | null = toast
    ? { tone: toast.type, title: toast.title, message: toast.description }
    : null;
  return data({ redirectTo, signedInAs: user?.email ?? null, notice }, { headers });
}

async function signedInAdmin(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as {
    user?: { email: string; emailVerified: boolean; role?: unknown };
  } | null;
  return body?.user ? isAdminAccount(body.user) : false;
}

type Failure = AuthNotice & { offerSignUp?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: SignInSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), failure: null },
      { status: 400 },
    );
  }
  const { email, password, redirectTo } = submission.value;
  const refuse = (failure: Failure, status: number, headers?: HeadersInit) =>
    data({ result: submission.reply({ hideFields: ["password"] }), failure }, { status, headers });

  try {
    const ip = context.get(requestInfoContext).ip;
    const response = await callAuthEndpoint(request, ip, "/sign-in/email", { email, password });
    if (response.ok) {
      const destination = safeAdminRedirect(redirectTo);
      const cookies = forwardedCookies(response);
      // An account without admin rights meets "Access Denied" there: no welcome for it.
      if (!(await signedInAdmin(response))) return redirect(destination, { headers: cookies });
      return redirectWithToast(
        destination,
        { type: "success", title: "Login Successful", description: "Welcome to the admin portal" },
        cookies,
      );
    }
    if (response.status >= 500) return refuse(UNEXPECTED_ERROR, 500);
    const error = await readAuthError(response);
    if (error.code === "INVALID_EMAIL_OR_PASSWORD") {
      return refuse(
        {
          tone: "error",
          title: "Login Failed",
          message: "Account not found. Would you like to create an account?",
          offerSignUp: true,
        },
        401,
      );
    }
    if (error.code === "EMAIL_NOT_VERIFIED") {
      return refuse(
        {
          tone: "error",
          title: "Login Failed",
          message:
            "Please verify your email address first. We have sent you a new verification link.",
        },
        403,
      );
    }
    return refuse(
      { tone: "error", title: "Login Failed", message: error.message ?? "Sign-in failed." },
      response.status,
      retryAfterHeaders(response),
    );
  } catch (error) {
    logger().error({ err: error }, "Sign-in failed");
    return refuse(UNEXPECTED_ERROR, 500);
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, signedInAs, notice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === AUTH_PAGES.signIn;
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.result,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  });
  const failure = actionData?.failure;

  return (
    <AuthPage
      title="Admin Portal"
      subtitle="Sign in to manage the website and its enquiries."
      signedInAs={signedInAs}
      notice={failure ?? notice}
      noticeAction={
        failure?.offerSignUp ? (
          <Link
            to={authPageHref(AUTH_PAGES.signUp, redirectTo)}
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            Create an account
          </Link>
        ) : null
      }
      footer={
        <>
          Don't have an account?{" "}
          <AuthLink to={authPageHref(AUTH_PAGES.signUp, redirectTo)}>Sign up</AuthLink>
        </>
      }
    >
      <Form
        method="post"
        action={AUTH_PAGES.signIn}
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-5"
      >
        <input type="hidden" name={fields.redirectTo.name} value={redirectTo} />
        <EmailField field={fields.email} />
        <PasswordField field={fields.password} />
        <Link
          to={authPageHref(AUTH_PAGES.forgotPassword, redirectTo)}
          className="-mt-2 self-end text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Signing In..." : "Sign In"}
        </Button>
      </Form>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
