import { getZodConstraint } from "@conform-to/zod/v4";

type Schema = Parameters<typeof getZodConstraint>[0];

const constraints = new WeakMap<Schema, ReturnType<typeof getZodConstraint>>();

/**
 * The HTML constraints (required, maxLength, pattern…) Conform derives from a schema. A schema
 * never changes, and deriving them walks it whole, so each is derived once rather than on
 * every render of every form on every page.
 */
export function zodConstraint(schema: Schema): ReturnType<typeof getZodConstraint> {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}
