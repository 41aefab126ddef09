import { AUTH_PAGES } from "~/schemas/auth";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/verify-email";

/**
 * better-auth checks the emailed verification link itself, then sends the browser here, with
 * `?error=…` when the link was invalid or expired. The outcome is shown on the sign-in page,
 * where the next step happens.
 */
export function loader({ request }: Route.LoaderArgs) {
  const failed = new URL(request.url).searchParams.has("error");
  return redirectWithToast(
    AUTH_PAGES.signIn,
    failed
      ? {
          type: "error",
          title: "Verification Failed",
          description:
            "This verification link is invalid or has expired. Sign in to receive a new one.",
        }
      : {
          type: "success",
          title: "Email Verified",
          description: "Your email address is confirmed. You can now sign in.",
        },
  );
}
