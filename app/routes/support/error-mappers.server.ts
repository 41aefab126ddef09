import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/errors.server";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  type Issue,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
  UnsupportedFileError,
  UpstreamError,
  ValidationError,
} from "~/services/errors";
import { ApiError, type ApiErrorBody, json } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";

/**
 * The only two places where a failure becomes an answer: `errorResponse` for JSON endpoints
 * and `formFailure` for page actions. Services throw domain errors; the HTTP steps of the
 * endpoint wrapper throw `ApiError`; anything else is a bug, logged and answered 500 with a
 * generic message so no internals leak.
 */

const statusOf = new Map<abstract new (...args: never[]) => DomainError, number>([
  [ValidationError, 400],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [UnsupportedFileError, 415],
  [RateLimitedError, 429],
  [UpstreamError, 502],
  [UnavailableError, 503],
]);

type KnownFailure = {
  status: number;
  message: string;
  code?: string;
  issues?: Issue[];
  headers?: HeadersInit;
};

function knownFailure(error: unknown): KnownFailure | null {
  if (error instanceof DomainError) {
    const status = [...statusOf].find(([type]) => error instanceof type)?.[1] ?? 400;
    const headers =
      error instanceof RateLimitedError
        ? { "Retry-After": String(error.retryAfterSeconds) }
        : undefined;
    return { status, message: error.message, code: error.code, issues: error.issues, headers };
  }
  if (error instanceof ApiError) {
    const { code, issues, headers } = error.options;
    return { status: error.status, message: error.message, code, issues, headers };
  }
  if (isDatabaseUnavailable(error)) {
    // An outage is not a bug: the client may retry once the database is back.
    logger().warn({ err: error }, "Database unavailable");
    return {
      status: 503,
      message: "Service temporarily unavailable; please try again shortly",
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    };
  }
  return null;
}

/** A failure as the JSON error shape `{ error, code?, issues? }` with its status. */
export function errorResponse(error: unknown): Response {
  const known = knownFailure(error);
  if (known) {
    const body: ApiErrorBody = { error: known.message };
    if (known.code) body.code = known.code;
    if (known.issues) body.issues = known.issues;
    return json(body, { status: known.status, headers: known.headers });
  }
  if (error instanceof Response) {
    if (error.headers.get("Content-Type")?.includes("application/json")) return error;
    return json({ error: error.statusText || "Request failed" }, { status: error.status });
  }
  logger().error({ err: error }, "Unhandled API error");
  return json({ error: "Internal server error" }, 500);
}

export type FormFailure = {
  status: number;
  message: string;
  issues?: Issue[];
  /** The issues by field name, as Conform shows them next to the fields. */
  fieldErrors: Record<string, string[]>;
  headers?: HeadersInit;
};

/**
 * A failure as a page form shows it: the message, the field errors and the status. An
 * unexpected error is logged and answered 500 with `fallbackMessage` (what the form says when
 * something went wrong on our side).
 */
export function formFailure(error: unknown, fallbackMessage: string): FormFailure {
  const known = knownFailure(error);
  if (!known) {
    logger().error({ err: error }, fallbackMessage);
    return { status: 500, message: fallbackMessage, fieldErrors: {} };
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of known.issues ?? []) {
    fieldErrors[issue.path] = [...(fieldErrors[issue.path] ?? []), issue.message];
  }
  return {
    status: known.status,
    message: known.message,
    issues: known.issues,
    fieldErrors,
    headers: known.headers,
  };
}
