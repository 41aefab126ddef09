/** A field's value before and after a change, as the audit log keeps it. */
export type FieldChange = { from: unknown; to: unknown };

const MAX_TEXT = 200;

/** Long texts (an article body) and structures are kept short: the log says what changed. */
function auditValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string" && typeof value !== "object") return value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** Compared whole, so a change past the kept length still counts. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The `fields` whose stored value differs between `before` and `after`, each with both
 * values, for the audit entry of an update: an unchanged save records no changes.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  fields: string[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const from = before?.[field];
    const to = after[field];
    if (!same(from, to)) changes[field] = { from: auditValue(from), to: auditValue(to) };
  }
  return changes;
}
