import { randomUUID } from "node:crypto";
import { business } from "~/config/business";
import { db, type Executor } from "~/db/client.server";
import type { LeadAttribution } from "~/db/schema";
import type { EmailField } from "~/emails/staff-notification";
import {
  type CharterSubmission,
  insertCharterSubmissions,
} from "~/models/charter-submission.server";
import { type Consultation, insertConsultations } from "~/models/consultation.server";
import {
  type ContactSubmission,
  insertContactSubmissions,
} from "~/models/contact-submission.server";
import type { EbookLead } from "~/models/ebook-lead.server";
import { getPipelineLead } from "~/models/lead.server";
import { type CharterInput, charterAircraftOptions, passengerOptions } from "~/schemas/charter";
import {
  type CharterQuoteInput,
  modalAircraftOptions,
  preferredContactOptions,
  tripTypeOptions,
} from "~/schemas/charter-quote";
import { type ConsultationInput, serviceInterestOptions } from "~/schemas/consultation";
import { type ContactInput, inquiryTypeOptions } from "~/schemas/contact";
import { optionLabel } from "~/schemas/enquiry-fields";
import { leadTypeLabels, type PipelineLeadType } from "~/schemas/lead";
import { ebookStaffMail } from "~/services/ebook/ebook.server";
import { NotFoundError } from "~/services/errors";
import { enqueueMail, type OutgoingMail } from "~/utils/mail.server";
import { assessSubmission, type BotAssessment } from "./bot-protection.server";
import { type IdempotencyScope, idempotencyScope } from "./idempotency.server";
import {
  confirmationMail,
  formatDate,
  formatDateTime,
  receivedAt,
  type StoredEnquiry,
  staffMail,
  storeEnquiry,
  yesNo,
} from "./intake.server";

// The contact, charter and consultation enquiries and the re-send of their staff notification.

// ---------------------------------------------------------------------------------------------
// Contact

function contactFields(
  row: Omit<ContactSubmission, "status" | "id" | "attribution">,
): EmailField[] {
  return [
    { label: "Full name", value: row.fullName },
    { label: "Company / Role", value: row.company },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Location", value: row.location },
    { label: "Inquiry type", value: optionLabel(inquiryTypeOptions, row.inquiryType) },
    { label: "Message", value: row.message },
    { label: "Received", value: receivedAt(row.createdAt) },
  ];
}

function contactStaffMail(row: Omit<ContactSubmission, "status" | "attribution">) {
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

export async function submitContact(
  input: ContactInput,
  attribution: LeadAttribution | null = null,
): Promise<StoredEnquiry> {
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
    attribution,
    () => [
      contactStaffMail({ ...row, ...assessment }),
      confirmationMail({
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
    row,
    insertContactSubmissions,
  );
}

// ---------------------------------------------------------------------------------------------
// Charter (inline form and 3-step modal)

type CharterRow = Omit<
  CharterSubmission,
  "status" | "isSpam" | "spamReason" | "captchaVerified" | "attribution"
>;

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
  fields.push({ label: "Received", value: receivedAt(row.createdAt) });
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
  attribution: LeadAttribution | null,
) {
  return storeEnquiry(
    scope,
    assessment,
    attribution,
    () => [
      charterStaffMail({ ...row, captchaVerified: assessment.captchaVerified }),
      confirmationMail({
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
    row,
    insertCharterSubmissions,
  );
}

export async function submitCharter(
  input: CharterInput,
  attribution: LeadAttribution | null = null,
): Promise<StoredEnquiry> {
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
    attribution,
  );
}

/**
 * The quote modal's company, trip type and free texts are folded into special_requests, the
 * column the admin table shows; every field also stays in `details`, so nothing is lost.
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

export async function submitCharterQuote(
  input: CharterQuoteInput,
  attribution: LeadAttribution | null = null,
): Promise<StoredEnquiry> {
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
    attribution,
  );
}

// ---------------------------------------------------------------------------------------------
// Consultation

type ConsultationRow = Pick<
  Consultation,
  "id" | "createdAt" | "name" | "email" | "phone" | "serviceType" | "message" | "captchaVerified"
>;

function consultationStaffMail(row: ConsultationRow) {
  const fields: EmailField[] = [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Service interest", value: optionLabel(serviceInterestOptions, row.serviceType) },
    { label: "Message", value: row.message },
    { label: "Received", value: receivedAt(row.createdAt) },
  ];
  return staffMail({
    kind: "consultation.staff-notification",
    relatedId: row.id,
    subject: `New consultation request from ${row.name}`,
    heading: "New consultation request",
    intro: `${row.name} asked for a consultation${row.serviceType ? ` about ${optionLabel(serviceInterestOptions, row.serviceType)?.toLowerCase()}` : ""}.`,
    fields,
    adminPath: "/admin/consultations",
    replyTo: row.email,
    unverified: !row.captchaVerified,
  });
}

export async function submitConsultation(
  input: ConsultationInput,
  attribution: LeadAttribution | null = null,
): Promise<StoredEnquiry> {
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
  return storeEnquiry(
    idempotencyScope("consultation", input),
    assessment,
    attribution,
    () => [
      consultationStaffMail({ ...row, captchaVerified: assessment.captchaVerified }),
      confirmationMail({
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
    { ...row, submittedAt },
    insertConsultations,
  );
}

// ---------------------------------------------------------------------------------------------
// Admin: a stored enquiry's staff notification (re-sent when the first went astray, or sent
// late for an enquiry that was wrongly flagged as spam)

/** The outbox kind of an enquiry type's staff notification. */
export const staffNotificationKind = (type: PipelineLeadType) => `${type}.staff-notification`;

/** The staff notification of a stored enquiry, built from its row; null when it is gone. */
export async function staffNotificationOf(
  type: PipelineLeadType,
  id: string,
  executor: Executor = db(),
): Promise<OutgoingMail | null> {
  const row = await getPipelineLead(type, id, executor);
  if (!row) return null;
  switch (type) {
    case "contact":
      return contactStaffMail(row as ContactSubmission);
    case "charter":
      return charterStaffMail(row as CharterSubmission);
    case "consultation":
      return consultationStaffMail(row as Consultation);
    case "ebook":
      return ebookStaffMail(row as EbookLead);
  }
}

export async function requeueStaffNotification(
  type: PipelineLeadType,
  id: string,
): Promise<{ mailId: string }> {
  const mail = await staffNotificationOf(type, id);
  if (!mail) throw new NotFoundError(`${leadTypeLabels[type]} submission not found`);
  const [queued] = await enqueueMail(db(), [mail]);
  if (!queued) throw new Error("Mail was not queued");
  return { mailId: queued.id };
}
