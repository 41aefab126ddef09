import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { EmailField } from "~/components/admin/auth/auth-fields";
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
import { AUTH_PAGES, authPageHref, ForgotPasswordSchema, safeAdminRedirect } from "~/schemas/auth";
import {
  callAuthEndpoint,
  RESET_CALLBACK_PATH,
  readAuthError,
  retryAfterHeaders,
} from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Password · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  }
  const refuse = (failure: AuthNotice, status: number, headers?: HeadersInit) =>
    data({ result: submission.reply(), failure }, { status, headers });
  try {
    const ip = context.get(requestInfoContext).ip;
    const response = await callAuthEndpoint(request, ip, "/request-password-reset", {
      email: submission.value.email,
      redirectTo: RESET_CALLBACK_PATH,
    });
    if (response.ok) {
      // The same answer whether or not the account exists: the page reveals no accounts.
      return redirectWithToast(AUTH_PAGES.signIn, {
        type: "info",
        title: "Check Your Email",
        description:
          "If an account exists for that address, we have sent a link to reset its password.",
      });
    }
    if (response.status >= 500) return refuse(UNEXPECTED_ERROR, 500);
    const error = await readAuthError(response);
    return refuse(
      { tone: "error", title: "Request Failed", message: error.message ?? "The request failed." },
      response.status,
      retryAfterHeaders(response),
    );
  } catch (error) {
    logger().error({ err: error }, "Password reset request failed");
    return refuse(UNEXPECTED_ERROR, 500);
  }
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction === AUTH_PAGES.forgotPassword;
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });

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
      <Form
        method="post"
        action={AUTH_PAGES.forgotPassword}
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-5"
      >
        <EmailField field={fields.email} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
