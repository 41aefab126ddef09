import type { Executor } from "~/db/client.server";
import { type AuditEntry, recordAudit } from "~/models/audit-log.server";
import type { SessionUser } from "~/utils/auth.server";

/** Who performs a use case, as the audit log records it: the signed-in user and their address. */
export type Actor = { user: SessionUser; ip: string | null };

/** Records what an actor did in the audit log, under their account and address. */
export function recordAuditAs(
  actor: Actor,
  entry: Omit<AuditEntry, "actorId" | "actorEmail" | "ip">,
  executor?: Executor,
) {
  return recordAudit(
    { ...entry, actorId: actor.user.id, actorEmail: actor.user.email, ip: actor.ip },
    executor,
  );
}
