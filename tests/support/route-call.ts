import { origin, routeContext } from "./auth-session";

// biome-ignore lint/suspicious/noExplicitAny: route argument types are stricter than a test needs
type AnyArgs = any;

/** Calls a resource route's loader or action directly: its status, JSON body (null when empty) and headers. */
export async function callJsonRoute(
  handler: (args: AnyArgs) => Promise<Response> | Response,
  request: Request,
  params: Record<string, string> = {},
) {
  const response = await handler({ request, params, context: routeContext() } as AnyArgs);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** A same-origin request with a JSON body (none when `body` is undefined), as the admin's pages send it. */
export function jsonRequest(
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new Request(`${origin()}${pathname}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: origin(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
