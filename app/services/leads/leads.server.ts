import type { Table } from "drizzle-orm";
import {
  charterSubmissions,
  consultations,
  contactSubmissions,
  ebookLeads,
  newsletterSubscribers,
} from "~/db/schema";
import { recordAudit } from "~/models/audit-log.server";
import {
  exportCharterSubmissions,
  listCharterSubmissions,
} from "~/models/charter-submission.server";
import { exportConsultations, listConsultations } from "~/models/consultation.server";
import {
  exportContactSubmissions,
  listContactSubmissions,
} from "~/models/contact-submission.server";
import { exportEbookLeads, listEbookLeads } from "~/models/ebook-lead.server";
import {
  addLeadNote,
  getPipelineLead,
  type LeadFilter,
  listLeadNotes,
  setLeadStatus,
} from "~/models/lead.server";
import {
  exportNewsletterSubscribers,
  getNewsletterSubscriberForAdmin,
  listNewsletterSubscribers,
} from "~/models/newsletter-subscriber.server";
import {
  LEAD_GONE,
  type LeadListQuery,
  type LeadStatusValue,
  leadStatusLabels,
  type PipelineLeadType,
} from "~/schemas/lead";
import type { Actor } from "~/services/actor";
import { NotFoundError } from "~/services/errors";

// The staff's work on leads: the five inboxes, the opened lead, its status and its notes.

/** Every stored field of one enquiry with its notes, or null. */
export async function loadPipelineDetail(type: PipelineLeadType, id: string) {
  const [record, notes] = await Promise.all([getPipelineLead(type, id), listLeadNotes(type, id)]);
  if (!record) return null;
  return { type, record, status: record.status as keyof typeof leadStatusLabels, notes };
}

export type LeadInboxSource<List, Detail> = {
  /** Start of the export's file name. */
  csvName: string;
  /** What the error line says could not be loaded. */
  noun: string;
  table: Table;
  list: (query: LeadListQuery) => Promise<List>;
  export: (filter: LeadFilter) => Promise<Record<string, unknown>[]>;
  detail: (id: string) => Promise<Detail>;
};

const inbox = <List, Detail>(source: LeadInboxSource<List, Detail>) => source;

/** Where each of the five inboxes reads its rows, its export and its opened lead. */
export const leadInboxes = {
  contact: inbox({
    csvName: "contact-submissions",
    noun: "contact submissions",
    table: contactSubmissions,
    list: listContactSubmissions,
    export: exportContactSubmissions,
    detail: (id) => loadPipelineDetail("contact", id),
  }),
  charter: inbox({
    csvName: "charter-submissions",
    noun: "charter submissions",
    table: charterSubmissions,
    list: listCharterSubmissions,
    export: exportCharterSubmissions,
    detail: (id) => loadPipelineDetail("charter", id),
  }),
  consultation: inbox({
    csvName: "consultations",
    noun: "consultation requests",
    table: consultations,
    list: listConsultations,
    export: exportConsultations,
    detail: (id) => loadPipelineDetail("consultation", id),
  }),
  ebook: inbox({
    csvName: "ebook-leads",
    noun: "ebook leads",
    table: ebookLeads,
    list: listEbookLeads,
    export: exportEbookLeads,
    detail: (id) => loadPipelineDetail("ebook", id),
  }),
  newsletter: inbox({
    csvName: "newsletter-subscribers",
    noun: "newsletter subscribers",
    table: newsletterSubscribers,
    list: listNewsletterSubscribers,
    export: exportNewsletterSubscribers,
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
    await recordAudit({
      action: "lead.status",
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      targetType: lead.type,
      targetId: lead.id,
      details: { from: previous, to: lead.status },
      ip: actor.ip,
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
  await recordAudit({
    action: "lead.note",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: lead.type,
    targetId: lead.id,
    details: { noteId: note?.id },
    ip: actor.ip,
  });
  return "Note added";
}
