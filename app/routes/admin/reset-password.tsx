import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { PasswordField } from "~/components/admin/auth/auth-fields";
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
import { AUTH_PAGES, ResetPasswordSchema } from "~/schemas/auth";
import { callAuthEndpoint, readAuthError } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a New Password · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

// The address carries a password-reset token: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
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
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  const reply = () => submission.reply({ hideFields: ["password"] });
  const refuse = (failure: AuthNotice | null, status: number) =>
    data({ result: reply(), failure }, { status });
  if (submission.status !== "success") {
    // The token travels in a hidden field: its problem is the link's, shown above the form.
    const tokenError = submission.error?.token?.[0];
    return refuse(tokenError ? { ...EXPIRED_LINK, message: tokenError } : null, 400);
  }
  try {
    const ip = context.get(requestInfoContext).ip;
    const response = await callAuthEndpoint(request, ip, "/reset-password", {
      token: submission.value.token,
      newPassword: submission.value.password,
    });
    if (response.ok) {
      return redirectWithToast(AUTH_PAGES.signIn, {
        type: "success",
        title: "Password Updated",
        description: "Your password has been changed. Sign in with the new one.",
      });
    }
    if (response.status >= 500) return refuse(UNEXPECTED_ERROR, 500);
    const error = await readAuthError(response);
    if (error.code === "WEAK_PASSWORD") {
      return refuse(
        {
          tone: "error",
          title: "Reset Failed",
          message: "Password too weak:",
          reasons: error.reasons,
        },
        400,
      );
    }
    return refuse(
      {
        tone: "error",
        title: "Reset Failed",
        message:
          error.code === "INVALID_TOKEN"
            ? "This reset link is invalid or has expired. Request a new one."
            : (error.message ?? "The password could not be changed."),
      },
      response.status,
    );
  } catch (error) {
    logger().error({ err: error }, "Password reset failed");
    return refuse(UNEXPECTED_ERROR, 500);
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction === AUTH_PAGES.resetPassword;
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
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
      <Form
        method="post"
        action={AUTH_PAGES.resetPassword}
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-5"
      >
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <PasswordField field={fields.password} label="New password" isNew />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </Form>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
