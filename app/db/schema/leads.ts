import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { LeadAttribution } from "./analytics";

/** Where a lead stands in the sales pipeline (admin CRM). */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Columns every stored enquiry carries: the server's bot verdict and the CRM state.
 * A submission that fails the bot checks is kept with is_spam = true, never dropped.
 */
const leadColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  captchaVerified: boolean("captcha_verified").notNull().default(false),
  isSpam: boolean("is_spam").notNull().default(false),
  spamReason: text("spam_reason"),
  status: text("status", { enum: leadStatuses }).notNull().default("new"),
  attribution: jsonb("attribution").$type<LeadAttribution>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    ...leadColumns(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    location: text("location").notNull(),
    inquiryType: text("inquiry_type").notNull(),
    message: text("message").notNull(),
  },
  (table) => [index("contact_submissions_created_idx").on(table.createdAt.desc())],
);

/** Fields of the 3-step charter modal that have no column of their own. */
export type CharterDetails = Record<string, string | boolean | null>;

export const charterSubmissions = pgTable(
  "charter_submissions",
  {
    ...leadColumns(),
    source: text("source", { enum: ["inline", "modal"] })
      .notNull()
      .default("inline"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    departureLocation: text("departure_location").notNull(),
    destination: text("destination").notNull(),
    departureDate: date("departure_date").notNull(),
    returnDate: date("return_date"),
    passengers: text("passengers").notNull(),
    aircraftPreference: text("aircraft_preference"),
    specialRequests: text("special_requests"),
    details: jsonb("details").$type<CharterDetails>().notNull().default({}),
  },
  (table) => [index("charter_submissions_created_idx").on(table.createdAt.desc())],
);

export const consultations = pgTable(
  "consultations",
  {
    ...leadColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    serviceType: text("service_type"),
    message: text("message"),
    type: text("type").notNull().default("consultation"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [index("consultations_created_idx").on(table.createdAt.desc())],
);

export const ebookLeads = pgTable(
  "ebook_leads",
  {
    ...leadColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
  },
  (table) => [index("ebook_leads_created_idx").on(table.createdAt.desc())],
);

/**
 * Enquiries already answered, by the idempotency key their client sent: a retry of the same
 * request (same kind, key and content) is answered with the lead stored the first time instead
 * of storing a duplicate. Rows older than the retry window are ignored and pruned.
 */
export const enquiryIdempotencyKeys = pgTable(
  "enquiry_idempotency_keys",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the submitted content: the same key with other content is another enquiry. */
    fingerprint: text("fingerprint").notNull(),
    leadId: uuid("lead_id").notNull(),
    leadCreatedAt: timestamp("lead_created_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key, table.fingerprint] }),
    index("enquiry_idempotency_keys_created_idx").on(table.createdAt),
  ],
);

export const newsletterStatuses = ["pending", "active", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    source: text("source"),
    captchaVerified: boolean("captcha_verified").notNull().default(false),
    isSpam: boolean("is_spam").notNull().default(false),
    spamReason: text("spam_reason"),
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("newsletter_subscribers_created_idx").on(table.createdAt.desc())],
);

export const leadTypes = ["contact", "charter", "consultation", "ebook", "newsletter"] as const;
export type LeadType = (typeof leadTypes)[number];

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadType: text("lead_type", { enum: leadTypes }).notNull(),
    leadId: uuid("lead_id").notNull(),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff rewrite the note. */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadType, table.leadId, table.createdAt)],
);

/**
 * First-party analytics events. No IP and no cookie: `visitor_hash` is a salted hash that
 * changes every day; `referrer` holds the referring site's host only; the UTM values, referrer
 * host, device and country describe the visit the event belongs to (its first touch).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    category: text("category"),
    label: text("label"),
    path: text("path").notNull(),
    referrer: text("referrer"),
    visitorHash: text("visitor_hash"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device"),
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_created_idx").on(table.createdAt.desc(), table.name)],
);

export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Durable outgoing mail. Rows are written in the same transaction as what caused them and
 * delivered by the outbox worker with retries; the rendered message is stored whole so a
 * template change never alters mail already queued.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    // A message is stored as a template and its props, rendered by the outbox worker at
    // delivery; html/text are set only on rows queued pre-rendered by earlier versions.
    template: text("template"),
    props: jsonb("props").$type<Record<string, unknown>>(),
    html: text("html"),
    text: text("text"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    kind: text("kind").notNull(),
    relatedId: text("related_id"),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attemptLog: jsonb("attempt_log")
      .$type<{ at: string; ok: boolean; error?: string }[]>()
      .notNull()
      .default([]),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt.desc())],
);
