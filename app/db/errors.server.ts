/**
 * Whether a database error is a unique-constraint violation (PostgreSQL 23505). Drizzle wraps
 * driver errors, so the code may sit on the error or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
