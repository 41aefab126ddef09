import { z } from "zod";
import { isoDate, text } from "./primitives";

/**
 * The admin's view of leads: filters of the inboxes and the CRM, and the pipeline payloads.
 * Client-safe (the same values drive the toolbar selects and the server's parsing).
 */

export const leadStatusValues = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatusValue = (typeof leadStatusValues)[number];
export const leadStatusLabels: Record<LeadStatusValue, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** Enquiries that move through the pipeline; newsletter signups are a list, not a deal. */
export const pipelineLeadTypes = ["contact", "charter", "consultation", "ebook"] as const;
export type PipelineLeadType = (typeof pipelineLeadTypes)[number];
export const leadTypeLabels: Record<PipelineLeadType | "newsletter", string> = {
  contact: "Contact",
  charter: "Charter",
  consultation: "Consultation",
  ebook: "Buying guide",
  newsletter: "Newsletter",
};

export const spamFilterValues = ["exclude", "only", "all"] as const;
export type SpamFilter = (typeof spamFilterValues)[number];
export const spamFilterLabels: Record<SpamFilter, string> = {
  exclude: "Inbox (no spam)",
  only: "Spam only",
  all: "Everything",
};

export const DEFAULT_PAGE_SIZE = 25;
export const pageSizeValues = [10, 25, 50, 100] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** Query string of an inbox: `?search=&from=&to=&spam=&page=&pageSize=`. */
export const LeadListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, text().trim().max(200).optional()),
  from: z.preprocess(blankToUndefined, isoDate().optional()),
  to: z.preprocess(blankToUndefined, isoDate().optional()),
  spam: z.preprocess(blankToUndefined, z.enum(spamFilterValues).default("exclude")),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  ),
});
export type LeadListQuery = z.output<typeof LeadListQuerySchema>;

/** The CRM adds the type and the pipeline status. */
export const CrmQuerySchema = LeadListQuerySchema.extend({
  type: z.preprocess(blankToUndefined, z.enum(pipelineLeadTypes).optional()),
  status: z.preprocess(blankToUndefined, z.enum(leadStatusValues).optional()),
});
export type CrmQuery = z.output<typeof CrmQuerySchema>;

/**
 * What is wrong with a list's date range, or null: a From day after the To day matches
 * nothing, so it is answered with this message rather than an empty list.
 */
export function dateRangeError({ from, to }: { from?: string; to?: string }): string | null {
  if (from && to && from > to) {
    return `The From date (${from}) is after the To date (${to}). Choose a From date on or before the To date.`;
  }
  return null;
}

/** Every kind of lead: the pipeline's enquiries and the newsletter list. */
export const leadKinds = [...pipelineLeadTypes, "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

const leadRef = {
  leadType: z.enum(pipelineLeadTypes),
  leadId: z.uuid("Unknown lead"),
};

/** Spam and deletion apply to every inbox, the newsletter list included. */
const anyLeadRef = {
  leadType: z.enum(leadKinds),
  leadId: z.uuid("Unknown lead"),
};

const noteBody = text({ error: "Write a note" })
  .trim()
  .min(1, "Write a note")
  .max(5000, "A note has at most 5000 characters");

export const LeadStatusUpdateSchema = z.object({
  intent: z.literal("status"),
  ...leadRef,
  status: z.enum(leadStatusValues, { error: "Choose a status" }),
});

export const LeadNoteSchema = z.object({
  intent: z.literal("note"),
  ...leadRef,
  body: noteBody,
});

export const LeadNoteEditSchema = z.object({
  intent: z.literal("note-edit"),
  ...leadRef,
  noteId: z.uuid("Unknown note"),
  body: noteBody,
});

export const LeadNoteDeleteSchema = z.object({
  intent: z.literal("note-delete"),
  ...leadRef,
  noteId: z.uuid("Unknown note"),
});

/** Flag a lead as spam, or clear the flag (which notifies staff if they never were). */
export const LeadSpamSchema = z.object({
  intent: z.enum(["mark-spam", "mark-not-spam"]),
  ...anyLeadRef,
});

export const LeadResendSchema = z.object({
  intent: z.literal("resend-notification"),
  ...leadRef,
});

/** Erasure: the reason is kept in the audit log, so it must not repeat the person's data. */
export const LeadDeleteSchema = z.object({
  intent: z.literal("delete"),
  ...anyLeadRef,
  reason: text({ error: "Give a reason" })
    .trim()
    .min(3, "Give a reason (at least 3 characters)")
    .max(500, "A reason has at most 500 characters"),
});

/** The answer to a pipeline form whose lead was deleted meanwhile. */
export const LEAD_GONE = "This lead no longer exists.";

export const LEAD_NOTE_GONE = "This note no longer exists.";

export const LeadActionSchema = z.discriminatedUnion("intent", [
  LeadStatusUpdateSchema,
  LeadNoteSchema,
  LeadNoteEditSchema,
  LeadNoteDeleteSchema,
  LeadSpamSchema,
  LeadResendSchema,
  LeadDeleteSchema,
]);
export type LeadAction = z.output<typeof LeadActionSchema>;
