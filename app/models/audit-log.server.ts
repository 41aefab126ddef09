import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  aircraft,
  articles,
  auditLog,
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  newsletterSubscribers,
} from "~/db/schema";

/**
 * What the audit log records. Sign-in attempts are keyed by the email typed (target
 * "account"); admin changes by the record they touch. "admin.request" names the generic
 * entries earlier versions wrote for every admin form post; they stay readable.
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
  "lead.note-edit": "Lead note edited",
  "lead.note-delete": "Lead note deleted",
  "lead.spam": "Lead marked as spam",
  "lead.not-spam": "Lead marked not spam",
  "lead.notification-resent": "Lead notification re-sent",
  "lead.delete": "Lead deleted",
  "article.create": "Article created",
  "article.update": "Article updated",
  "article.delete": "Article deleted",
  "article.publish": "Articles published",
  "article.unpublish": "Article unpublished",
  "article.restore": "Article revision restored",
  "article.image-upload": "Article image uploaded",
  "article.generate": "Articles generation started",
  "article.schedule": "Article publication scheduled",
  "article.preview-share": "Article preview shared",
  "article.preview-revoke": "Article preview link revoked",
  "aircraft.create": "Aircraft created",
  "aircraft.update": "Aircraft updated",
  "aircraft.delete": "Aircraft deleted",
  "aircraft.specification": "Specification sheet uploaded",
  "aircraft.images": "Aircraft photos changed",
  "media.delete": "Image deleted from the media library",
  "media.remove-unused": "Unused images removed",
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

/** The lead tables by the target type their audit entries carry. */
const leadTablesByTarget: Record<string, PgTable & { id: AnyPgColumn; email: AnyPgColumn }> = {
  contact: contactSubmissions,
  charter: charterSubmissions,
  consultation: consultations,
  ebook: ebookLeads,
  newsletter: newsletterSubscribers,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The records entries point at, by target type, with the column that is their current name. */
const namedTargets: { type: string; table: PgTable; id: AnyPgColumn; name: AnyPgColumn }[] = [
  { type: "article", table: articles, id: articles.id, name: articles.title },
  { type: "aircraft", table: aircraft, id: aircraft.id, name: aircraft.name },
  ...Object.entries(leadTablesByTarget).map(([type, table]) => ({
    type,
    table,
    id: table.id,
    name: table.email,
  })),
];

/** Entries whose record's current name (article title, aircraft name, lead email) matches. */
function recordNameMatches(pattern: string, executor: Executor): SQL[] {
  return namedTargets.map(
    ({ type, table, id, name }) =>
      and(
        eq(auditLog.targetType, type),
        inArray(
          auditLog.targetId,
          executor
            .select({ id: sql<string>`${id}::text` })
            .from(table)
            .where(ilike(name, pattern)),
        ),
      ) as SQL,
  );
}

export type AuditLogQuery = {
  page?: number;
  pageSize?: number;
  action?: AuditAction | null;
  search?: string | null;
  /** Inclusive range on when the entry was written. */
  since?: Date | null;
  before?: Date | null;
};

/**
 * One page of the log, newest first. `search` matches the actor, the record (its stored
 * title or name, its current name, its id) or the address.
 */
export async function listAuditLog(
  { page = 1, pageSize = AUDIT_PAGE_SIZE, action, search, since, before }: AuditLogQuery,
  executor: Executor = db(),
) {
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(auditLog.action, action));
  if (since) conditions.push(gte(auditLog.createdAt, since));
  if (before) conditions.push(lt(auditLog.createdAt, before));
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const matches = or(
      ilike(auditLog.actorEmail, pattern),
      ilike(auditLog.targetId, pattern),
      ilike(auditLog.targetType, pattern),
      ilike(auditLog.ip, pattern),
      // Stored titles and names (of records since deleted too).
      ilike(sql`${auditLog.details}::text`, pattern),
      ...recordNameMatches(pattern, executor),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await executor.select({ n: count() }).from(auditLog).where(where);
  const total = totals?.n ?? 0;
  const shown = Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
  const rows = await executor
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
    .offset((shown - 1) * pageSize);
  return { entries: rows, total, page: shown, current: await currentNames(rows, executor) };
}

/**
 * The present name of each record the entries touch, keyed "type:id": the article's title,
 * the aircraft's name, the lead's email. A record that no longer exists has none.
 */
async function currentNames(
  rows: { targetType: string | null; targetId: string | null }[],
  executor: Executor,
): Promise<Record<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(
      rows
        .filter((row) => row.targetType === type && row.targetId && uuidPattern.test(row.targetId))
        .map((row) => row.targetId as string),
    ),
  ];
  const lookups = namedTargets.map(({ type, table, id, name }) => {
    const ids = idsOf(type);
    if (!ids.length) return [];
    return executor
      .select({ id: sql<string>`${id}::text`, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(id, ids))
      .then((found) => found.map((row) => ({ type, ...row })));
  });
  const found = (await Promise.all(lookups)).flat();
  return Object.fromEntries(found.map((row) => [`${row.type}:${row.id}`, row.name]));
}

export type AuditLogEntry = Awaited<ReturnType<typeof listAuditLog>>["entries"][number];
