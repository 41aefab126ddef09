/**
 * Whether a database error is a unique-constraint violation (PostgreSQL 23505). Drizzle wraps
 * driver errors, so the code may sit on the error or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, "23505");
}

/** Whether a database error is a foreign-key violation (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasErrorCode(error, "23503");
}

function hasErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATE classes and codes meaning "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "55000", "3D000"]);
const UNAVAILABLE_NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error/i;

/**
 * Whether a failure means the database is away (a failover, a restart, refused connections)
 * rather than a bug: such requests are answered 503, to be retried, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
      if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** When a client may retry a request refused because the database was away. */
export const RETRY_AFTER_SECONDS = 5;
