import { fieldLabel } from "~/components/admin/lead-fields";
import { type AuditLogEntry, auditActions } from "~/models/audit-log.server";
import { leadKinds, leadTypeLabels } from "~/schemas/lead";
import { leadValueLabel } from "~/schemas/lead-labels";

// How the audit log page reads an entry: the event, the record by its human name (linked while
// it exists) and what changed, from what the entry stored and the record's present name.

export type AuditChangeView = { field: string; from: string; to: string };

export type AuditEntryView = {
  id: string;
  createdAt: Date;
  actorEmail: string | null;
  ip: string | null;
  event: string;
  /** The record's name: its present one, else the one stored with the entry. */
  record: string | null;
  /** Where the record is edited, while it exists. */
  href: string | null;
  changes: AuditChangeView[];
  /** Anything else the entry holds (a reason, a request path, a count). */
  note: string | null;
};

const inboxPaths: Record<string, string> = {
  contact: "/admin/contact-submissions",
  charter: "/admin/charter-submissions",
  consultation: "/admin/consultations",
  ebook: "/admin/ebook-leads",
  newsletter: "/admin/newsletter-subscribers",
};

const isLeadKind = (type: string | null): type is (typeof leadKinds)[number] =>
  (leadKinds as readonly string[]).includes(type ?? "");

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The name an entry stored for its record when it was written. */
function storedName(details: Record<string, unknown>): string | null {
  if (Array.isArray(details.titles) && details.titles.length) {
    return details.titles.map(String).join(", ");
  }
  return text(details.title) ?? text(details.name) ?? text(details.originalName);
}

function linkOf(type: string, id: string, name: string): string | null {
  if (type === "article") return `/admin/articles/edit/${id}`;
  if (type === "aircraft") {
    return `/admin/aircraft?${new URLSearchParams({ tab: "filter", listing: "all", q: name })}`;
  }
  if (isLeadKind(type)) return `${inboxPaths[type]}?id=${id}`;
  return null;
}

function changesOf(entry: AuditLogEntry): AuditChangeView[] {
  const { details } = entry;
  if (details.changes && typeof details.changes === "object") {
    return Object.entries(details.changes as Record<string, { from?: unknown; to?: unknown }>).map(
      ([field, change]) => ({
        field: fieldLabel(field),
        from: shown(change.from),
        to: shown(change.to),
      }),
    );
  }
  if (entry.action === "lead.status" && details.from !== undefined) {
    return [
      {
        field: "Status",
        from: leadValueLabel("status", String(details.from)),
        to: leadValueLabel("status", String(details.to)),
      },
    ];
  }
  return [];
}

function noteOf(entry: AuditLogEntry): string | null {
  const { details, action } = entry;
  const parts: string[] = [];
  if (Array.isArray(details.fields) && details.fields.length) {
    parts.push(`Changed: ${details.fields.map((field) => fieldLabel(String(field))).join(", ")}`);
  }
  if (details.method && details.path) parts.push(`${shown(details.method)} ${shown(details.path)}`);
  if (details.reason) parts.push(`Reason: ${shown(details.reason)}`);
  if (details.failures) parts.push(`${shown(details.failures)} failures in 15 minutes`);
  if (action === "lead.not-spam") {
    parts.push(details.notified ? "Staff notification queued" : "No notification needed");
  }
  if (typeof details.total === "number") parts.push(`${details.total} articles`);
  return parts.length ? parts.join(" · ") : null;
}

/** The record an entry is about, as staff know it. */
function recordOf(entry: AuditLogEntry, current: Record<string, string>) {
  const { targetType: type, targetId: id } = entry;
  if (!type || !id) return { record: storedName(entry.details), href: null };
  const present = current[`${type}:${id}`];
  if (present) return { record: present, href: linkOf(type, id, present) };
  if (isLeadKind(type)) {
    // A lead's entries hold no personal data: once it is erased, only its kind and id remain.
    return { record: `${leadTypeLabels[type]} lead ${id.slice(0, 8)} (deleted)`, href: null };
  }
  if (type === "account") return { record: id, href: null };
  return { record: storedName(entry.details) ?? `${type} ${id}`, href: null };
}

export function describeAuditEntries(
  entries: AuditLogEntry[],
  current: Record<string, string>,
): AuditEntryView[] {
  return entries.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    actorEmail: entry.actorEmail,
    ip: entry.ip,
    event: auditActions[entry.action as keyof typeof auditActions] ?? entry.action,
    ...recordOf(entry, current),
    changes: changesOf(entry),
    note: noteOf(entry),
  }));
}
