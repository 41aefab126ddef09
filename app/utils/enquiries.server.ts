import { randomUUID } from "node:crypto";
import { business } from "~/config/business";
import { db, type Transaction } from "~/db/client.server";
import { BUYERS_GUIDE_TITLE, EbookDeliveryEmail } from "~/emails/ebook-delivery";
import { EnquirerConfirmationEmail, enquiryReference } from "~/emails/enquirer-confirmation";
import { NewsletterConfirmEmail, NewsletterWelcomeEmail } from "~/emails/newsletter-confirm";
import { renderEmail } from "~/emails/render.server";
import { type EmailField, StaffNotificationEmail } from "~/emails/staff-notification";
import {
  type CharterSubmission,
  findCharterSubmission,
  insertCharterSubmission,
} from "~/models/charter-submission.server";
import { insertConsultation } from "~/models/consultation.server";
import {
  type ContactSubmission,
  findContactSubmission,
  insertContactSubmission,
} from "~/models/contact-submission.server";
import { insertEbookLead } from "~/models/ebook-lead.server";
import {
  confirmNewsletterSubscriber,
  findNewsletterSubscriberByEmail,
  insertNewsletterSubscriberIfNew,
  renewNewsletterSignup,
  unsubscribeNewsletterSubscriber,
} from "~/models/newsletter-subscriber.server";
import { type CharterInput, charterAircraftOptions, passengerOptions } from "~/schemas/charter";
import {
  type CharterQuoteInput,
  modalAircraftOptions,
  preferredContactOptions,
  tripTypeOptions,
} from "~/schemas/charter-quote";
import { type ConsultationInput, serviceInterestOptions } from "~/schemas/consultation";
import { type ContactInput, inquiryTypeOptions } from "~/schemas/contact";
import type { EbookInput } from "~/schemas/ebook";
import { optionLabel } from "~/schemas/enquiry-fields";
import type { NewsletterInput } from "~/schemas/newsletter";
import {
  answerRetries,
  type IdempotencyScope,
  idempotencyScope,
  rememberResult,
} from "~/services/enquiries/idempotency.server";
import { ApiError } from "./api.server";
import {
  assessSubmission,
  type BotAssessment,
  type BotVerdict,
  pruneUsedChallenges,
  redeemSubmission,
} from "./bot-protection.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { enqueueMail, hasRecentMail, type OutgoingMail, staffRecipients } from "./mail.server";
import { notifyOutbox } from "./outbox-worker.server";
import { signToken, verifyToken } from "./signed-token.server";

/**
 * The server side of every public enquiry, shared by the page action (forms) and the JSON
 * endpoints. Each call judges the bot-protection fields, stores the row and queues its mail in
 * one transaction (a spam-flagged row is stored but never notified), then wakes the outbox
 * worker. Mail is rendered before the transaction opens so the database is held briefly.
 */

export type StoredEnquiry = { id: string; createdAt: string };

const absolute = (path: string) => new URL(path, env().PUBLIC_URL).toString();

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

const formatReceived = (date: Date) => `${dateTimeFormat.format(date)} UTC`;
const formatDate = (value: string | null) =>
  value ? dateFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : null;
const formatDateTime = (value: string | null) =>
  value ? `${formatDate(value)}, ${value.slice(11, 16)} (local time)` : null;
const yesNo = (value: boolean | null | undefined) => (value ? "Yes" : "No");

async function staffMail(options: {
  kind: string;
  relatedId: string;
  subject: string;
  heading: string;
  intro: string;
  fields: EmailField[];
  adminPath: string;
  replyTo: string;
  /** Sent without a proof-of-work: staff are told, in the subject and the message. */
  unverified: boolean;
}): Promise<OutgoingMail> {
  const rendered = await renderEmail(
    StaffNotificationEmail({
      heading: options.heading,
      intro: options.intro,
      unverified: options.unverified,
      fields: options.fields,
      adminUrl: absolute(`${options.adminPath}?id=${options.relatedId}`),
    }),
  );
  return {
    to: staffRecipients(),
    subject: options.unverified ? `[Unverified] ${options.subject}` : options.subject,
    kind: options.kind,
    relatedId: options.relatedId,
    headers: { "Reply-To": options.replyTo },
    ...rendered,
  };
}

async function confirmationMail(options: {
  kind: string;
  relatedId: string;
  to: string;
  name: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  request: string;
}): Promise<OutgoingMail> {
  const rendered = await renderEmail(
    EnquirerConfirmationEmail({
      name: options.name,
      heading: options.heading,
      paragraphs: options.paragraphs,
      request: options.request,
      reference: enquiryReference(options.relatedId),
    }),
  );
  return {
    to: options.to,
    subject: options.subject,
    kind: options.kind,
    relatedId: options.relatedId,
    headers: { "Reply-To": business.email },
    ...rendered,
  };
}

/**
 * Stores one enquiry: `prepareMail` runs only when the bot checks look good, `insert` and the
 * queued mail share one transaction, and the mail is dropped if the final verdict is spam.
 */
async function storeEnquiry(
  scope: IdempotencyScope | null,
  assessment: BotAssessment,
  prepareMail: () => Promise<OutgoingMail[]>,
  insert: (tx: Transaction, verdict: BotVerdict) => Promise<{ id: string; createdAt: Date }>,
): Promise<StoredEnquiry> {
  return answerRetries(scope, async () => {
    const mail = assessment.isSpam ? [] : await prepareMail();
    const stored = await db().transaction(async (tx) => {
      const verdict = await redeemSubmission(tx, assessment);
      const row = await insert(tx, verdict);
      const result = { id: row.id, createdAt: row.createdAt.toISOString() };
      await rememberResult(tx, scope, result);
      if (!verdict.isSpam) await enqueueMail(tx, mail);
      return result;
    });
    if (mail.length) notifyOutbox();
    maybePrune();
    return stored;
  });
}

function maybePrune() {
  if (Math.random() < 0.01) {
    pruneUsedChallenges().catch((error) =>
      logger().warn({ err: error }, "Could not prune used challenges"),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Contact

function contactFields(row: Omit<ContactSubmission, "status" | "id">): EmailField[] {
  return [
    { label: "Full name", value: row.fullName },
    { label: "Company / Role", value: row.company },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Location", value: row.location },
    { label: "Inquiry type", value: optionLabel(inquiryTypeOptions, row.inquiryType) },
    { label: "Message", value: row.message },
    { label: "Received", value: formatReceived(row.createdAt) },
  ];
}

function contactStaffMail(row: Omit<ContactSubmission, "status">) {
  const type = optionLabel(inquiryTypeOptions, row.inquiryType);
  return staffMail({
    kind: "contact.staff-notification",
    relatedId: row.id,
    subject: `New enquiry (${type}) from ${row.fullName}`,
    heading: "New enquiry",
    intro: `${row.fullName} (${row.company}) sent an enquiry from the website: ${type}.`,
    fields: contactFields(row),
    adminPath: "/admin/contact-submissions",
    replyTo: row.email,
    unverified: !row.captchaVerified,
  });
}

export async function submitContact(input: ContactInput): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  const row = {
    id: randomUUID(),
    createdAt: new Date(),
    fullName: input.fullName,
    company: input.company,
    email: input.email,
    phone: input.phone,
    location: input.location,
    inquiryType: input.inquiryType,
    message: input.message,
  };
  return storeEnquiry(
    idempotencyScope("contact", input),
    assessment,
    async () => [
      await contactStaffMail({ ...row, ...assessment }),
      await confirmationMail({
        kind: "contact.confirmation",
        relatedId: row.id,
        to: row.email,
        name: row.fullName,
        subject: `We have received your enquiry | ${business.name}`,
        heading: "Inquiry received",
        paragraphs: [
          "Thank you for your interest. We will contact you within 24 hours.",
          "Every enquiry is handled in confidence by a senior advisor.",
        ],
        request: `Enquiry (${optionLabel(inquiryTypeOptions, row.inquiryType)})`,
      }),
    ],
    (tx, verdict) => insertContactSubmission(tx, { ...row, ...verdict }),
  );
}

// ---------------------------------------------------------------------------------------------
// Charter (inline form and 3-step modal)

type CharterRow = Omit<CharterSubmission, "status" | "isSpam" | "spamReason" | "captchaVerified">;

function charterFields(row: CharterRow): EmailField[] {
  const details = row.details as Record<string, string | boolean | null>;
  const modal = row.source === "modal";
  const text = (key: string) =>
    typeof details[key] === "string" ? (details[key] as string) : null;
  const fields: EmailField[] = [
    { label: "Full name", value: row.fullName },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
  ];
  if (modal) {
    fields.push(
      { label: "Company", value: text("company") },
      {
        label: "Preferred contact",
        value: optionLabel(preferredContactOptions, text("preferredContact")),
      },
      { label: "Trip type", value: optionLabel(tripTypeOptions, text("tripType")) },
    );
  }
  fields.push(
    { label: modal ? "Departure airport" : "Departure location", value: row.departureLocation },
    { label: modal ? "Destination airport" : "Destination", value: row.destination },
  );
  if (modal) {
    fields.push(
      { label: "Departure", value: formatDateTime(text("departureDateTime")) },
      { label: "Return", value: formatDateTime(text("returnDateTime")) },
      { label: "Dates flexible", value: yesNo(details.datesFlexible === true) },
      { label: "Overnight wait", value: yesNo(details.overnightWait === true) },
    );
  } else {
    fields.push(
      { label: "Departure date", value: formatDate(row.departureDate) },
      { label: "Return date", value: formatDate(row.returnDate) },
    );
  }
  fields.push({
    label: "Passengers",
    value: optionLabel(passengerOptions, row.passengers),
  });
  if (modal) {
    fields.push(
      { label: "Passenger names", value: text("passengerNames") },
      { label: "VIP requirements", value: text("vipRequirements") },
      {
        label: "Aircraft preference",
        value: optionLabel(modalAircraftOptions, row.aircraftPreference),
      },
      { label: "Other preferences", value: text("otherPreferences") },
      { label: "Ground transport", value: yesNo(details.groundTransport === true) },
      { label: "Catering preferences", value: text("cateringPreferences") },
      { label: "Cabin attendant", value: yesNo(details.cabinAttendant === true) },
      { label: "Luggage notes", value: text("luggageNotes") },
      { label: "Additional notes", value: text("additionalNotes") },
    );
  } else {
    fields.push(
      {
        label: "Aircraft preference",
        value: optionLabel(charterAircraftOptions, row.aircraftPreference),
      },
      { label: "Special requests", value: row.specialRequests },
    );
  }
  fields.push({ label: "Received", value: formatReceived(row.createdAt) });
  return fields;
}

function charterStaffMail(row: CharterRow & { captchaVerified: boolean }) {
  return staffMail({
    kind: "charter.staff-notification",
    relatedId: row.id,
    subject: `New charter request: ${row.departureLocation} to ${row.destination} on ${formatDate(row.departureDate)} (${row.fullName})`,
    heading: "New charter request",
    intro: `${row.fullName} asked for a quote from ${row.departureLocation} to ${row.destination} (${row.source === "modal" ? "quote form" : "charter page form"}).`,
    fields: charterFields(row),
    adminPath: "/admin/charter-submissions",
    replyTo: row.email,
    unverified: !row.captchaVerified,
  });
}

async function storeCharter(
  row: CharterRow,
  assessment: BotAssessment,
  scope: IdempotencyScope | null,
) {
  return storeEnquiry(
    scope,
    assessment,
    async () => [
      await charterStaffMail({ ...row, captchaVerified: assessment.captchaVerified }),
      await confirmationMail({
        kind: "charter.confirmation",
        relatedId: row.id,
        to: row.email,
        name: row.fullName,
        subject: `Your charter request | ${business.name}`,
        heading: "Charter request received",
        paragraphs: [
          "Thank you for your charter inquiry. We will contact you within 24 hours with a detailed quote.",
          "Our charter desk is available around the clock for urgent departures.",
        ],
        request: row.source === "modal" ? "Charter quote request" : "Charter request",
      }),
    ],
    (tx, verdict) => insertCharterSubmission(tx, { ...row, ...verdict }),
  );
}

export async function submitCharter(input: CharterInput): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  return storeCharter(
    {
      id: randomUUID(),
      createdAt: new Date(),
      source: "inline",
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      departureLocation: input.departureLocation,
      destination: input.destination,
      departureDate: input.departureDate,
      returnDate: input.returnDate,
      passengers: input.passengers,
      aircraftPreference: input.aircraftPreference,
      specialRequests: input.specialRequests,
      details: {},
    },
    assessment,
    idempotencyScope("charter", input),
  );
}

/**
 * The spec folded the modal's company, trip type and free texts into special_requests; that
 * text is kept for the admin table, and every field also stays in `details` (decisions 12).
 */
function foldSpecialRequests(input: CharterQuoteInput): string | null {
  const lines = [
    input.company && `Company: ${input.company}`,
    `Trip type: ${optionLabel(tripTypeOptions, input.tripType)}`,
    input.vipRequirements && `VIP requirements: ${input.vipRequirements}`,
    input.otherPreferences && `Other preferences: ${input.otherPreferences}`,
    input.cateringPreferences && `Catering: ${input.cateringPreferences}`,
    input.luggageNotes && `Luggage: ${input.luggageNotes}`,
    input.additionalNotes && `Additional notes: ${input.additionalNotes}`,
  ];
  return lines.filter(Boolean).join("\n") || null;
}

export async function submitCharterQuote(input: CharterQuoteInput): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  return storeCharter(
    {
      id: randomUUID(),
      createdAt: new Date(),
      source: "modal",
      fullName: input.name,
      email: input.email,
      phone: input.phone,
      departureLocation: input.departureAirport,
      destination: input.destinationAirport,
      departureDate: input.departureDateTime.slice(0, 10),
      returnDate: input.returnDateTime?.slice(0, 10) ?? null,
      passengers: input.totalPassengers,
      aircraftPreference: input.aircraftPreference,
      specialRequests: foldSpecialRequests(input),
      details: {
        company: input.company,
        preferredContact: input.preferredContact,
        tripType: input.tripType,
        departureDateTime: input.departureDateTime,
        returnDateTime: input.returnDateTime,
        datesFlexible: input.datesFlexible,
        overnightWait: input.overnightWait,
        passengerNames: input.passengerNames,
        vipRequirements: input.vipRequirements,
        otherPreferences: input.otherPreferences,
        groundTransport: input.groundTransport,
        cateringPreferences: input.cateringPreferences,
        cabinAttendant: input.cabinAttendant,
        luggageNotes: input.luggageNotes,
        additionalNotes: input.additionalNotes,
      },
    },
    assessment,
    idempotencyScope("charter", input),
  );
}

// ---------------------------------------------------------------------------------------------
// Consultation

export async function submitConsultation(input: ConsultationInput): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  const row = {
    id: randomUUID(),
    createdAt: new Date(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    serviceType: input.serviceType,
    message: input.message,
    type: input.type ?? "consultation",
  };
  const submittedAt = input.submittedAt ? new Date(input.submittedAt) : row.createdAt;
  const fields: EmailField[] = [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Service interest", value: optionLabel(serviceInterestOptions, row.serviceType) },
    { label: "Message", value: row.message },
    { label: "Received", value: formatReceived(row.createdAt) },
  ];
  return storeEnquiry(
    idempotencyScope("consultation", input),
    assessment,
    async () => [
      await staffMail({
        kind: "consultation.staff-notification",
        relatedId: row.id,
        subject: `New consultation request from ${row.name}`,
        heading: "New consultation request",
        intro: `${row.name} asked for a consultation${row.serviceType ? ` about ${optionLabel(serviceInterestOptions, row.serviceType)?.toLowerCase()}` : ""}.`,
        fields,
        adminPath: "/admin/consultations",
        replyTo: row.email,
        unverified: !assessment.captchaVerified,
      }),
      await confirmationMail({
        kind: "consultation.confirmation",
        relatedId: row.id,
        to: row.email,
        name: row.name,
        subject: `Your consultation request | ${business.name}`,
        heading: "Consultation request submitted",
        paragraphs: [
          "Thank you for your consultation request. Our team will contact you within 24 hours, typically within 4-6 hours.",
        ],
        request: "Consultation request",
      }),
    ],
    (tx, verdict) => insertConsultation(tx, { ...row, submittedAt, ...verdict }),
  );
}

// ---------------------------------------------------------------------------------------------
// Buying-guide leads

const BUYERS_GUIDE_PATH = "/guides/private-jet-buyers-guide.pdf";

export async function submitEbookLead(input: EbookInput): Promise<StoredEnquiry> {
  const assessment = await assessSubmission(input);
  const row = { id: randomUUID(), createdAt: new Date(), name: input.name, email: input.email };
  return storeEnquiry(
    idempotencyScope("ebook", input),
    assessment,
    async () => [
      {
        to: row.email,
        subject: `Your copy of ${BUYERS_GUIDE_TITLE}`,
        kind: "ebook.delivery",
        relatedId: row.id,
        headers: { "Reply-To": business.email },
        ...(await renderEmail(
          EbookDeliveryEmail({
            name: row.name,
            guideUrl: absolute(BUYERS_GUIDE_PATH),
            contactUrl: absolute("/contact"),
          }),
        )),
      },
      await staffMail({
        kind: "ebook.staff-notification",
        relatedId: row.id,
        subject: `New buying-guide lead: ${row.name}`,
        heading: "New buying-guide lead",
        intro: `${row.name} downloaded ${BUYERS_GUIDE_TITLE}.`,
        fields: [
          { label: "Name", value: row.name },
          { label: "Email", value: row.email },
          { label: "Received", value: formatReceived(row.createdAt) },
        ],
        adminPath: "/admin/ebook-leads",
        replyTo: row.email,
        unverified: !assessment.captchaVerified,
      }),
    ],
    (tx, verdict) => insertEbookLead(tx, { ...row, ...verdict }),
  );
}

// ---------------------------------------------------------------------------------------------
// Newsletter (double opt-in)

export const NEWSLETTER_SUBSCRIBE_MESSAGE =
  "Thank you! Please check your inbox and confirm your subscription.";
const CONFIRM_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

export function newsletterUnsubscribeUrl(subscriberId: string) {
  const token = signToken("newsletter-unsubscribe", subscriberId);
  return absolute(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** Headers of every newsletter message: one-click unsubscribe (RFC 2369 and RFC 8058). */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

async function newsletterConfirmMail(subscriberId: string, email: string): Promise<OutgoingMail> {
  const token = signToken("newsletter-confirm", subscriberId, {
    expiresInSeconds: CONFIRM_LINK_TTL_SECONDS,
  });
  const unsubscribeUrl = newsletterUnsubscribeUrl(subscriberId);
  return {
    to: email,
    subject: `Please confirm your subscription to the ${business.name} journal`,
    kind: "newsletter.confirm",
    relatedId: subscriberId,
    headers: newsletterHeaders(unsubscribeUrl),
    ...(await renderEmail(
      NewsletterConfirmEmail({
        confirmUrl: absolute(`/newsletter/confirm?token=${encodeURIComponent(token)}`),
        unsubscribeUrl,
      }),
    )),
  };
}

export type NewsletterSignup = StoredEnquiry & { created: boolean; message: string };

/**
 * A signup: a new address is stored pending and sent a confirmation link; a repeated signup
 * stores no second row (an unsubscribed address goes back to pending, a pending one gets the
 * link again unless it was sent in the last few minutes, an active one gets nothing). The
 * answer is the same in every case, so it reveals nothing about who is subscribed.
 */
export async function subscribeNewsletter(input: NewsletterInput): Promise<NewsletterSignup> {
  const assessment = await assessSubmission(input);
  const id = randomUUID();
  const createdAt = new Date();
  const mail = assessment.isSpam ? null : await newsletterConfirmMail(id, input.email);
  const result = await db().transaction(async (tx) => {
    const verdict = await redeemSubmission(tx, assessment);
    const inserted = await insertNewsletterSubscriberIfNew(tx, {
      id,
      createdAt,
      email: input.email,
      source: input.source,
      status: "pending",
      ...verdict,
    });
    if (inserted) {
      if (mail && !verdict.isSpam) await enqueueMail(tx, [mail]);
      return { row: inserted, created: true, queued: Boolean(mail && !verdict.isSpam) };
    }
    const existing = await findNewsletterSubscriberByEmail(tx, input.email);
    if (!existing) throw new Error("Newsletter subscriber vanished during signup");
    await renewNewsletterSignup(tx, existing.id, verdict);
    const resend =
      !verdict.isSpam &&
      existing.status !== "active" &&
      !(await hasRecentMail(tx, existing.id, "newsletter.confirm", CONFIRMATION_RESEND_AFTER_MS));
    if (resend) await enqueueMail(tx, [await newsletterConfirmMail(existing.id, existing.email)]);
    return { row: existing, created: false, queued: resend };
  });
  if (result.queued) notifyOutbox();
  return {
    id: result.row.id,
    createdAt: result.row.createdAt.toISOString(),
    created: result.created,
    message: NEWSLETTER_SUBSCRIBE_MESSAGE,
  };
}

export type NewsletterConfirmation = "confirmed" | "already-confirmed" | "unsubscribed" | "invalid";

/** Follows a confirmation link: pending → active, and a welcome message is queued. */
export async function confirmNewsletter(token: string | null): Promise<NewsletterConfirmation> {
  const id = verifyToken("newsletter-confirm", token);
  if (!id) return "invalid";
  const welcome = async (email: string): Promise<OutgoingMail> => {
    const unsubscribeUrl = newsletterUnsubscribeUrl(id);
    return {
      to: email,
      subject: `Welcome to the ${business.name} journal`,
      kind: "newsletter.welcome",
      relatedId: id,
      headers: newsletterHeaders(unsubscribeUrl),
      ...(await renderEmail(
        NewsletterWelcomeEmail({ journalUrl: absolute("/journal"), unsubscribeUrl }),
      )),
    };
  };
  const outcome = await db().transaction(async (tx) => {
    const subscriber = await confirmNewsletterSubscriber(tx, id);
    if (!subscriber) return "invalid" as const;
    if (!subscriber.changed) {
      return subscriber.status === "active"
        ? ("already-confirmed" as const)
        : ("unsubscribed" as const);
    }
    await enqueueMail(tx, [await welcome(subscriber.email)]);
    return "confirmed" as const;
  });
  if (outcome === "confirmed") notifyOutbox();
  return outcome;
}

/** Follows an unsubscribe link (or a one-click POST): the address receives nothing more. */
export async function unsubscribeNewsletter(
  token: string | null,
): Promise<"unsubscribed" | "invalid"> {
  const id = verifyToken("newsletter-unsubscribe", token);
  if (!id) return "invalid";
  const row = await unsubscribeNewsletterSubscriber(db(), id);
  return row ? "unsubscribed" : "invalid";
}

// ---------------------------------------------------------------------------------------------
// Admin: re-send a stored submission's staff notification (decisions item 2)

export async function requeueStaffNotification(
  type: "contact" | "charter",
  id: string,
): Promise<{ mailId: string }> {
  let mail: OutgoingMail;
  if (type === "contact") {
    const row = await findContactSubmission(id);
    if (!row) throw new ApiError(404, "Contact submission not found");
    mail = await contactStaffMail(row);
  } else {
    const row = await findCharterSubmission(id);
    if (!row) throw new ApiError(404, "Charter submission not found");
    mail = await charterStaffMail(row);
  }
  const [queued] = await enqueueMail(db(), [mail]);
  if (!queued) throw new Error("Mail was not queued");
  notifyOutbox();
  return { mailId: queued.id };
}
