import type { Table } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  newsletterSubscribers,
} from "~/db/schema";
import { charterInbox } from "~/models/charter-submission.server";
import { consultationInbox } from "~/models/consultation.server";
import { contactInbox } from "~/models/contact-submission.server";
import { ebookInbox } from "~/models/ebook-lead.server";
import {
  addLeadNote,
  deleteLeadNote,
  eraseLead,
  getPipelineLead,
  hasQueuedMail,
  type InboxPage,
  type LeadFilter,
  listLeadNotes,
  setLeadSpam,
  setLeadStatus,
  updateLeadNote,
} from "~/models/lead.server";
import {
  getNewsletterSubscriberForAdmin,
  newsletterInbox,
} from "~/models/newsletter-subscriber.server";
import {
  LEAD_GONE,
  LEAD_NOTE_GONE,
  type LeadKind,
  type LeadListQuery,
  type LeadStatusValue,
  leadStatusLabels,
  type PipelineLeadType,
} from "~/schemas/lead";
import { type Actor, recordAuditAs } from "~/services/actor";
import {
  requeueStaffNotification,
  staffNotificationKind,
  staffNotificationOf,
} from "~/services/enquiries/enquiries.server";
import { NotFoundError } from "~/services/errors";
import { enqueueMail, inMailTransaction } from "~/utils/mail.server";

// The staff's work on leads: the five inboxes, the opened lead, its status and its notes.

/** Every stored field of one enquiry with its notes, or null. */
export async function loadPipelineDetail(type: PipelineLeadType, id: string) {
  const [record, notes] = await Promise.all([getPipelineLead(type, id), listLeadNotes(type, id)]);
  if (!record) return null;
  return { type, record, status: record.status as keyof typeof leadStatusLabels, notes };
}

export type LeadInboxSource<Row, Detail> = {
  /** Start of the export's file name. */
  csvName: string;
  /** What the error line says could not be loaded. */
  noun: string;
  table: Table;
  list: (query: LeadListQuery) => Promise<InboxPage<Row>>;
  export: (filter: LeadFilter) => Promise<Record<string, unknown>[]>;
  detail: (id: string) => Promise<Detail>;
};

const inbox = <Row, Detail>(source: LeadInboxSource<Row, Detail>) => source;

/** Where each of the five inboxes reads its rows, its export and its opened lead. */
export const leadInboxes = {
  contact: inbox({
    csvName: "contact-submissions",
    noun: "contact submissions",
    table: contactSubmissions,
    list: (query) => contactInbox.list(query),
    export: (filter) => contactInbox.export(filter),
    detail: (id) => loadPipelineDetail("contact", id),
  }),
  charter: inbox({
    csvName: "charter-submissions",
    noun: "charter submissions",
    table: charterSubmissions,
    list: (query) => charterInbox.list(query),
    export: (filter) => charterInbox.export(filter),
    detail: (id) => loadPipelineDetail("charter", id),
  }),
  consultation: inbox({
    csvName: "consultations",
    noun: "consultation requests",
    table: consultations,
    list: (query) => consultationInbox.list(query),
    export: (filter) => consultationInbox.export(filter),
    detail: (id) => loadPipelineDetail("consultation", id),
  }),
  ebook: inbox({
    csvName: "ebook-leads",
    noun: "ebook leads",
    table: ebookLeads,
    list: (query) => ebookInbox.list(query),
    export: (filter) => ebookInbox.export(filter),
    detail: (id) => loadPipelineDetail("ebook", id),
  }),
  newsletter: inbox({
    csvName: "newsletter-subscribers",
    noun: "newsletter subscribers",
    table: newsletterSubscribers,
    list: (query) => newsletterInbox.list(query),
    export: (filter) => newsletterInbox.export(filter),
    detail: getNewsletterSubscriberForAdmin,
  }),
};

/** Moves a lead in the pipeline; a change (not a repeat) is audited. Answers the confirmation. */
export async function setLeadStatusAs(
  actor: Actor,
  lead: { type: PipelineLeadType; id: string; status: LeadStatusValue },
): Promise<string> {
  const previous = await setLeadStatus(lead);
  if (previous === null) throw new NotFoundError(LEAD_GONE);
  if (previous !== lead.status) {
    await recordAuditAs(actor, {
      action: "lead.status",
      targetType: lead.type,
      targetId: lead.id,
      details: { from: previous, to: lead.status },
    });
  }
  return `Status set to ${leadStatusLabels[lead.status]}`;
}

/** Adds a staff note to a lead. Answers the confirmation. */
export async function addLeadNoteAs(
  actor: Actor,
  lead: { type: PipelineLeadType; id: string; body: string },
): Promise<string> {
  if (!(await getPipelineLead(lead.type, lead.id))) throw new NotFoundError(LEAD_GONE);
  const note = await addLeadNote({
    type: lead.type,
    id: lead.id,
    authorEmail: actor.user.email,
    body: lead.body,
  });
  await recordAuditAs(actor, {
    action: "lead.note",
    targetType: lead.type,
    targetId: lead.id,
    details: { noteId: note?.id },
  });
  return "Note added";
}

/** Rewrites a staff note. Answers the confirmation. */
export async function editLeadNoteAs(
  actor: Actor,
  note: { type: PipelineLeadType; id: string; noteId: string; body: string },
): Promise<string> {
  if (!(await updateLeadNote(note))) throw new NotFoundError(LEAD_NOTE_GONE);
  await recordAuditAs(actor, {
    action: "lead.note-edit",
    targetType: note.type,
    targetId: note.id,
    details: { kind: note.type, noteId: note.noteId },
  });
  return "Note saved";
}

/** Deletes a staff note. Answers the confirmation. */
export async function deleteLeadNoteAs(
  actor: Actor,
  note: { type: PipelineLeadType; id: string; noteId: string },
): Promise<string> {
  if (!(await deleteLeadNote(note))) throw new NotFoundError(LEAD_NOTE_GONE);
  await recordAuditAs(actor, {
    action: "lead.note-delete",
    targetType: note.type,
    targetId: note.id,
    details: { kind: note.type, noteId: note.noteId },
  });
  return "Note deleted";
}

const MARKED_BY_STAFF = "Marked as spam by staff";

/**
 * Flags a lead as spam, or clears the flag. Clearing it on an enquiry whose staff notification
 * was never queued (the bot checks held it back) queues that notification, once: the flag,
 * the check and the mail share one transaction with the row locked, and a notification
 * already queued is never queued again. Answers the confirmation.
 */
export async function setLeadSpamAs(
  actor: Actor,
  lead: { type: LeadKind; id: string; spam: boolean },
): Promise<string> {
  const outcome = await inMailTransaction(async (tx) => {
    const wasSpam = await setLeadSpam(
      {
        kind: lead.type,
        id: lead.id,
        isSpam: lead.spam,
        spamReason: lead.spam ? MARKED_BY_STAFF : null,
      },
      tx,
    );
    if (wasSpam === null) return null;
    if (wasSpam === lead.spam) return { changed: false, notified: false };
    let notified = false;
    if (!lead.spam && lead.type !== "newsletter") {
      const kind = staffNotificationKind(lead.type);
      if (!(await hasQueuedMail(lead.id, kind, tx))) {
        const mail = await staffNotificationOf(lead.type, lead.id, tx);
        if (mail) {
          await enqueueMail(tx, [mail]);
          notified = true;
        }
      }
    }
    await recordAuditAs(
      actor,
      {
        action: lead.spam ? "lead.spam" : "lead.not-spam",
        targetType: lead.type,
        targetId: lead.id,
        details: { kind: lead.type, notified },
      },
      tx,
    );
    return { changed: true, notified };
  });
  if (!outcome) throw new NotFoundError(LEAD_GONE);
  if (lead.spam) return outcome.changed ? "Marked as spam" : "Already marked as spam";
  if (outcome.notified) return "Marked as not spam: staff have been notified";
  return outcome.changed ? "Marked as not spam" : "Already not spam";
}

/** Queues the staff notification of an enquiry again; 404 when the enquiry is gone. */
export async function resendStaffNotificationAs(
  actor: Actor,
  lead: { type: PipelineLeadType; id: string },
): Promise<{ mailId: string }> {
  const queued = await requeueStaffNotification(lead.type, lead.id);
  await recordAuditAs(actor, {
    action: "lead.notification-resent",
    targetType: lead.type,
    targetId: lead.id,
    details: { kind: lead.type },
  });
  return queued;
}

/**
 * Erases a lead on request (a privacy erasure): the row, its notes and its mail are deleted,
 * and the audit log keeps who did it, why, the kind of lead and its id — none of the person's
 * data. Answers the confirmation.
 */
export async function deleteLeadAs(
  actor: Actor,
  lead: { type: LeadKind; id: string; reason: string },
): Promise<string> {
  const erased = await db().transaction(async (tx) => {
    if (!(await eraseLead(lead.type, lead.id, tx))) return false;
    await recordAuditAs(
      actor,
      {
        action: "lead.delete",
        targetType: lead.type,
        targetId: lead.id,
        details: { kind: lead.type, reason: lead.reason },
      },
      tx,
    );
    return true;
  });
  if (!erased) throw new NotFoundError(LEAD_GONE);
  return "Lead deleted";
}
