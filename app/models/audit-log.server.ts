import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/**
 * What the audit log records. Sign-in attempts are keyed by the email typed (target
 * "account"); admin changes by the record they touch.
 */
export const auditActions = {
  "auth.sign-in": "Signed in",
  "auth.sign-in.failed": "Failed sign-in",
  "auth.sign-in.blocked": "Sign-in blocked (rate limit)",
  "auth.sign-up": "Account created",
  "auth.sign-out": "Signed out",
  "auth.email-verified": "Email verified",
  "auth.password-reset-requested": "Password reset requested",
  "auth.password-reset": "Password reset",
  "admin.create": "Admin created (command line)",
  "admin.promote": "Admin promoted (command line)",
  "admin.request": "Admin change request",
  "lead.status": "Lead status changed",
  "lead.note": "Lead note added",
  "article.create": "Article created",
  "article.update": "Article updated",
  "article.delete": "Article deleted",
  "article.publish": "Articles published",
  "article.image-upload": "Article image uploaded",
  "article.generate": "Articles generation started",
  "aircraft.create": "Aircraft created",
  "aircraft.update": "Aircraft updated",
  "aircraft.delete": "Aircraft deleted",
  "aircraft.specification": "Specification sheet uploaded",
} as const;
export type AuditAction = keyof typeof auditActions;

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

export async function recordAudit(entry: AuditEntry, executor: Executor = db()) {
  await executor.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first; `search` matches the actor, the target or the action. */
export async function listAuditLog(
  {
    page = 1,
    pageSize = AUDIT_PAGE_SIZE,
    action,
    search,
  }: { page?: number; pageSize?: number; action?: AuditAction | null; search?: string | null },
  executor: Executor = db(),
) {
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(auditLog.action, action));
  const term = search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = or(
      ilike(auditLog.actorEmail, pattern),
      ilike(auditLog.targetId, pattern),
      ilike(auditLog.targetType, pattern),
      ilike(auditLog.ip, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    executor
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorEmail: auditLog.actorEmail,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    executor.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows, total: totals?.n ?? 0 };
}

export type AuditLogEntry = Awaited<ReturnType<typeof listAuditLog>>["entries"][number];
