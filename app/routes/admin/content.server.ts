import { data } from "react-router";
import { ApiError, type ApiIssue, assertSameOrigin } from "~/utils/api.server";
import { type AdminUser, requireAdmin } from "~/utils/permissions.server";

/**
 * The start of every content page action: the request must come from this site (CSRF) and
 * from an admin. Page actions answer failures as route errors, not JSON.
 */
export async function requireAdminAction(request: Request): Promise<AdminUser> {
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (error instanceof ApiError) throw data(error.message, { status: error.status });
    throw error;
  }
  return requireAdmin(request);
}

/** API issues as Conform field errors, so a page form shows them next to the fields. */
export function fieldErrorsFrom(issues: ApiIssue[] | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues ?? []) {
    const key = issue.path || "";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** A positive page number from a search parameter (1 when missing or malformed). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
