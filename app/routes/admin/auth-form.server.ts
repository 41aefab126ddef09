import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { AuthNotice } from "~/components/admin/auth/auth-page";
import { readForm } from "~/routes/support/form.server";

/**
 * Reads the form an auth page posts. `refuse` sends the form back, with its field errors and
 * a notice above it (none for a form that did not validate); a password is never sent back.
 */
export async function readAuthForm<
  Schema extends z.ZodType,
  Failure extends AuthNotice = AuthNotice,
>(request: Request, schema: Schema) {
  const submission = parseWithZod(await readForm(request), { schema });
  const refuse = (failure: Failure | null, status: number, headers?: HeadersInit) =>
    data({ result: submission.reply({ hideFields: ["password"] }), failure }, { status, headers });
  return { submission, refuse };
}
