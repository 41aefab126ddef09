/**
 * The failures a use case reports to its caller. They say what went wrong in the business's
 * terms; the two mappers in `app/routes/support/` turn them into a JSON error or a form reply,
 * so no service knows about HTTP.
 */

/** One problem with one input field; `path` is the dotted field name ("" for the whole input). */
export type Issue = { path: string; message: string };

type Details = { code?: string; issues?: Issue[] };

export abstract class DomainError extends Error {
  readonly code?: string;
  readonly issues?: Issue[];

  constructor(message: string, { code, issues }: Details = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.issues = issues;
  }
}

/** The input breaks a business rule that a schema cannot see (an unknown category, no slug). */
export class ValidationError extends DomainError {
  constructor(issues: Issue[], message = "Invalid input", details: { code?: string } = {}) {
    super(message, { ...details, issues });
  }
}

/** The record the use case works on does not exist (or is not visible to the actor). */
export class NotFoundError extends DomainError {}

/** The change clashes with what is stored (a slug in use, a file name taken). */
export class ConflictError extends DomainError {}

/** The actor may not do this. */
export class ForbiddenError extends DomainError {}

/** The actor has done this too often; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests. Please try again later.",
  ) {
    super(message, { code: "rate_limited" });
  }
}

/** An uploaded file is not of a kind the use case accepts. */
export class UnsupportedFileError extends DomainError {}

/** A service the use case needs is not set up on this installation (e.g. no AI key). */
export class UnavailableError extends DomainError {}

/** A service the use case called answered with a failure (e.g. the image model). */
export class UpstreamError extends DomainError {}
