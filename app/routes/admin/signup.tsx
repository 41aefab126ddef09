import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
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
import { AUTH_PAGES, authPageHref, SignUpSchema, safeAdminRedirect } from "~/schemas/auth";
import {
  callAuthEndpoint,
  getSessionUser,
  readAuthError,
  retryAfterHeaders,
} from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [
  { title: "Create an Account · Aurum Aviation" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect(redirectTo);
  return { redirectTo, signedInAs: user?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: SignUpSchema });
  const reply = () => submission.reply({ hideFields: ["password"] });
  if (submission.status !== "success") {
    return data({ result: reply(), failure: null }, { status: 400 });
  }
  const refuse = (failure: AuthNotice, status: number, headers?: HeadersInit) =>
    data({ result: reply(), failure }, { status, headers });
  try {
    const { email, password } = submission.value;
    const ip = context.get(requestInfoContext).ip;
    const response = await callAuthEndpoint(request, ip, "/sign-up/email", {
      email,
      password,
      name: email.split("@")[0],
    });
    if (response.ok) {
      return redirectWithToast(AUTH_PAGES.signIn, {
        type: "success",
        title: "Account Created",
        description: "Please check your email to verify your account, then sign in.",
      });
    }
    if (response.status >= 500) return refuse(UNEXPECTED_ERROR, 500);
    const error = await readAuthError(response);
    return refuse(
      {
        tone: "error",
        title: "Sign Up Failed",
        message:
          error.code === "WEAK_PASSWORD"
            ? "Password too weak:"
            : (error.message ?? "Sign-up failed."),
        reasons: error.reasons,
      },
      response.status,
      retryAfterHeaders(response),
    );
  } catch (error) {
    logger().error({ err: error }, "Sign-up failed");
    return refuse(UNEXPECTED_ERROR, 500);
  }
}

export default function AdminSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, signedInAs } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === AUTH_PAGES.signUp;
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: actionData?.result,
    constraint: getZodConstraint(SignUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  });

  return (
    <AuthPage
      title="Create an Account"
      subtitle="Staff accounts need their email verified before the first sign-in."
      signedInAs={signedInAs}
      notice={actionData?.failure}
      footer={
        <>
          Already have an account?{" "}
          <AuthLink to={authPageHref(AUTH_PAGES.signIn, redirectTo)}>Sign in</AuthLink>
        </>
      }
    >
      <Form
        method="post"
        action={AUTH_PAGES.signUp}
        {...getFormProps(form)}
        className="mt-6 flex flex-col gap-5"
      >
        <EmailField field={fields.email} />
        <PasswordField field={fields.password} isNew />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </Form>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
