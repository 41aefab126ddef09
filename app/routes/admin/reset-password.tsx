import { PasswordField } from "~/components/admin/auth/auth-fields";
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
import { AUTH_PAGES, ResetPasswordSchema } from "~/schemas/auth";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";
import { readAuthForm } from "./auth-form.server";

export const meta: Route.MetaFunction = () => authPageMeta("Choose a New Password");

// The address carries a password-reset token: never sent on as a referrer either.
export const headers: Route.HeadersFunction = () => ({
  ...AUTH_PAGE_HEADERS,
  "Referrer-Policy": "no-referrer",
});

const EXPIRED_LINK: AuthNotice = {
  tone: "error",
  title: "Reset Failed",
  message: "This reset link is invalid or has expired. Request a new one below.",
};

/** better-auth sends the emailed link here with `?token=…`, or with `?error=…` when it is not valid. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    token: (params.get("token") ?? "").slice(0, 500),
    notice: params.get("error") ? EXPIRED_LINK : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission, refuse } = await readAuthForm(request, ResetPasswordSchema);
  if (submission.status !== "success") {
    // The token travels in a hidden field: its problem is the link's, shown above the form.
    const tokenError = submission.error?.token?.[0];
    return refuse(tokenError ? { ...EXPIRED_LINK, message: tokenError } : null, 400);
  }
  return runAuthStep(
    { request, context },
    {
      endpoint: "/reset-password",
      body: { token: submission.value.token, newPassword: submission.value.password },
      failure: "Password reset failed",
      succeeded: () =>
        redirectWithToast(AUTH_PAGES.signIn, {
          type: "success",
          title: "Password Updated",
          description: "Your password has been changed. Sign in with the new one.",
        }),
      refused: (error, response) =>
        error.code === "WEAK_PASSWORD"
          ? refuse(
              {
                tone: "error",
                title: "Reset Failed",
                message: "Password too weak:",
                reasons: error.reasons,
              },
              400,
            )
          : refuse(
              {
                tone: "error",
                title: "Reset Failed",
                message:
                  error.code === "INVALID_TOKEN"
                    ? "This reset link is invalid or has expired. Request a new one."
                    : (error.message ?? "The password could not be changed."),
              },
              response.status,
            ),
      unexpected: (notice) => refuse(notice, 500),
    },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAuthForm("reset-password", ResetPasswordSchema, actionData?.result);
  const notice = actionData ? actionData.failure : loaderData.notice;

  return (
    <AuthPage
      title="Choose a New Password"
      subtitle="The link from your email is valid for one hour."
      notice={notice}
      noticeAction={
        notice?.title === EXPIRED_LINK.title ? (
          <AuthLink to={AUTH_PAGES.forgotPassword}>Request a new link</AuthLink>
        ) : null
      }
      footer={<AuthLink to={AUTH_PAGES.signIn}>Back to sign in</AuthLink>}
    >
      <AuthForm
        form={form}
        action={AUTH_PAGES.resetPassword}
        submitLabel="Update Password"
        busyLabel="Updating..."
      >
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <PasswordField field={fields.password} label="New password" isNew />
      </AuthForm>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
