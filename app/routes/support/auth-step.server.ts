import type { RouterContextProvider } from "react-router";
import { UNEXPECTED_ERROR } from "~/components/admin/auth/auth-page";
import { requestInfoContext } from "~/context";
import { callAuthEndpoint, readAuthError } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";

export type AuthError = Awaited<ReturnType<typeof readAuthError>>;

/**
 * One step of an auth page's action: posts `body` to better-auth's `endpoint` on the visitor's
 * behalf. A success answers `succeeded`; a refusal (4xx) answers `refused` with better-auth's
 * reason. A failure of the auth service itself (a 5xx, or a throw, logged as `failure`) shows
 * only the general message, never its internals.
 */
export async function runAuthStep<Success, Refusal>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  step: {
    endpoint: string;
    body: Record<string, unknown>;
    failure: string;
    succeeded: (response: Response) => Success | Promise<Success>;
    refused: (error: AuthError, response: Response) => Refusal;
    unexpected: (notice: typeof UNEXPECTED_ERROR) => Refusal;
  },
): Promise<Success | Refusal> {
  try {
    const ip = context.get(requestInfoContext).ip;
    const response = await callAuthEndpoint(request, ip, step.endpoint, step.body);
    if (response.ok) return await step.succeeded(response);
    if (response.status >= 500) return step.unexpected(UNEXPECTED_ERROR);
    return step.refused(await readAuthError(response), response);
  } catch (error) {
    logger().error({ err: error }, step.failure);
    return step.unexpected(UNEXPECTED_ERROR);
  }
}
