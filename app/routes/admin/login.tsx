import { data, Link, redirect } from "react-router";
import { EmailField, PasswordField } from "~/components/admin/auth/auth-fields";
import { AuthForm, useAuthForm } from "~/components/admin/auth/auth-form";
import {
  AUTH_PAGE_HEADERS,
  AuthErrorPage,
  AuthLink,
  type AuthNotice,
  AuthPage,
  authPageMeta,
} from "~/components/admin/auth/auth-page";
import { runAuthStep } from "~/routes/support/auth-step.server";
import { AUTH_PAGES, authPageHref, SignInSchema, safeAdminRedirect } from "~/schemas/auth";
import {
  forwardedCookies,
  getSessionUser,
  isAdminAccount,
  retryAfterHeaders,
} from "~/utils/auth.server";
import { getToast, redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/login";
import { readAuthForm } from "./auth-form.server";

export const meta: Route.MetaFunction = () => authPageMeta("Admin Login");

export const headers: Route.HeadersFunction = () => AUTH_PAGE_HEADERS;

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
  const { submission, refuse } = await readAuthForm<typeof SignInSchema, Failure>(
    request,
    SignInSchema,
  );
  if (submission.status !== "success") return refuse(null, 400);
  const { email, password, redirectTo } = submission.value;

  return runAuthStep(
    { request, context },
    {
      endpoint: "/sign-in/email",
      body: { email, password },
      failure: "Sign-in failed",
      succeeded: async (response) => {
        const destination = safeAdminRedirect(redirectTo);
        const cookies = forwardedCookies(response);
        // An account without admin rights meets "Access Denied" there: no welcome for it.
        if (!(await signedInAdmin(response))) return redirect(destination, { headers: cookies });
        return redirectWithToast(
          destination,
          {
            type: "success",
            title: "Login Successful",
            description: "Welcome to the admin portal",
          },
          cookies,
        );
      },
      refused: (error, response) => {
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
      },
      unexpected: (notice) => refuse(notice, 500),
    },
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, signedInAs, notice } = loaderData;
  const [form, fields] = useAuthForm("sign-in", SignInSchema, actionData?.result);
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
      <AuthForm
        form={form}
        action={AUTH_PAGES.signIn}
        submitLabel="Sign In"
        busyLabel="Signing In..."
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
      </AuthForm>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
