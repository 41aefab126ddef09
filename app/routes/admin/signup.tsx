import { redirect } from "react-router";
import { EmailField, PasswordField } from "~/components/admin/auth/auth-fields";
import { AuthForm, useAuthForm } from "~/components/admin/auth/auth-form";
import {
  AUTH_PAGE_HEADERS,
  AuthErrorPage,
  AuthLink,
  AuthPage,
  authPageMeta,
} from "~/components/admin/auth/auth-page";
import { runAuthStep } from "~/routes/support/auth-step.server";
import { AUTH_PAGES, authPageHref, SignUpSchema, safeAdminRedirect } from "~/schemas/auth";
import { getSessionUser, retryAfterHeaders } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signup";
import { readAuthForm } from "./auth-form.server";

export const meta: Route.MetaFunction = () => authPageMeta("Create an Account");

export const headers: Route.HeadersFunction = () => AUTH_PAGE_HEADERS;

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect(redirectTo);
  return { redirectTo, signedInAs: user?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { submission, refuse } = await readAuthForm(request, SignUpSchema);
  if (submission.status !== "success") return refuse(null, 400);
  const { email, password } = submission.value;
  return runAuthStep(
    { request, context },
    {
      endpoint: "/sign-up/email",
      body: { email, password, name: email.split("@")[0] },
      failure: "Sign-up failed",
      succeeded: () =>
        redirectWithToast(AUTH_PAGES.signIn, {
          type: "success",
          title: "Account Created",
          description: "Please check your email to verify your account, then sign in.",
        }),
      refused: (error, response) =>
        refuse(
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
        ),
      unexpected: (notice) => refuse(notice, 500),
    },
  );
}

export default function AdminSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, signedInAs } = loaderData;
  const [form, fields] = useAuthForm("sign-up", SignUpSchema, actionData?.result);

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
      <AuthForm
        form={form}
        action={AUTH_PAGES.signUp}
        submitLabel="Create Account"
        busyLabel="Creating Account..."
      >
        <EmailField field={fields.email} />
        <PasswordField field={fields.password} isNew />
      </AuthForm>
    </AuthPage>
  );
}

export function ErrorBoundary() {
  return <AuthErrorPage />;
}
