import { and, eq, inArray, or } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { users } from "~/db/schema";

/**
 * Whether any account can enter the admin: one with the admin role, or a verified one whose
 * email is on the configured list.
 */
export async function hasAnyAdmin(
  { adminEmails }: { adminEmails: readonly string[] },
  executor: Executor = db(),
): Promise<boolean> {
  const listed =
    adminEmails.length > 0
      ? and(inArray(users.email, [...adminEmails]), eq(users.emailVerified, true))
      : undefined;
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(listed ? or(eq(users.role, "admin"), listed) : eq(users.role, "admin"))
    .limit(1);
  return Boolean(row);
}

export async function findUserByEmail(email: string, executor: Executor = db()) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Makes an account a verified admin (the command-line promotion). */
export async function promoteToVerifiedAdmin(userId: string, executor: Executor = db()) {
  await executor
    .update(users)
    .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
