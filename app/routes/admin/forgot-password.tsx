import { EmailField } from "~/components/admin/auth/auth-fields";
import { AuthForm, useAuthForm } from "~/components/admin/auth/auth-form";
import {
  AUTH_PAGE_HEADERS,
  AuthErrorPage,
  AuthLink,
  AuthPage,
  authPageMeta,
} from "~/components/admin/auth/auth-page";
import { runAuthStep } from "~/routes/support/auth-step.server";
import { AUTH_PAGES, authPageHref, ForgotPasswordSchema, safeAdminRedirect } from "~/schemas/auth";
import { RESET_CALLBACK_PATH, retryAfterHeaders } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/forgot-password";
import { readAuthForm } from "./auth-form.server";

export const meta: Route.MetaFunction = () => authPageMeta("Forgot Password");

export const headers: Route.HeadersFunction = () => AUTH_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission, refuse } = await readAuthForm(request, ForgotPasswordSchema);
  if (submission.status !== "success") return refuse(null, 400);
  return runAuthStep(
    { request, context },
    {
      endpoint: "/request-password-reset",
      body: { email: submission.value.email, redirectTo: RESET_CALLBACK_PATH },
      failure: "Password reset request failed",
      // The same answer whether or not the account exists: the page reveals no accounts.
      succeeded: () =>
        redirectWithToast(AUTH_PAGES.signIn, {
          type: "info",
          title: "Check Your Email",
          description:
            "If an account exists for that address, we have sent a link to reset its password.",
        }),
      refused: (error, response) =>
        refuse(
          {
            tone: "error",
            title: "Request Failed",
            message: error.message ?? "The request failed.",
          },
          response.status,
          retryAfterHeaders(response),
        ),
      unexpected: (notice) => refuse(notice, 500),
    },
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAuthForm("forgot-password", ForgotPasswordSchema, actionData?.result);

  return (
    <AuthPage
      title="Forgot Password?"
      subtitle="Enter your email and we will send you a link to choose a new password."
      notice={actionData?.failure}
      footer={
        <AuthLink to={authPageHref(AUTH_PAGES.signIn, loaderData.redirectTo)}>
          Back to sign in
        </AuthLink>
      }
    >
      <AuthForm
        form={form}
        action={AUTH_PAGES.forgotPassword}
        submitLabel="Send Reset Link"
        busyLabel="Sending..."
      >
        <EmailField field={fields.email} />
      </AuthForm>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
