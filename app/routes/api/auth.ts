// better-auth's own endpoints (sign-in, sign-up, verify-email, reset-password, sign-out…).
import { requestInfoContext } from "~/context";
import { handleAuthRequest } from "~/utils/auth.server";
import type { Route } from "./+types/auth";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}
