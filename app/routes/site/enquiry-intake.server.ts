import type { z } from "zod";
import type { EnquiryIntent } from "~/components/forms/enquiry-result";
import type { LeadAttribution } from "~/db/schema";
import { CharterSchema } from "~/schemas/charter";
import { CharterQuoteSchema } from "~/schemas/charter-quote";
import { ConsultationSchema } from "~/schemas/consultation";
import { ContactSchema } from "~/schemas/contact";
import { EbookSchema } from "~/schemas/ebook";
import { NewsletterSchema } from "~/schemas/newsletter";
import { submitEbookLead } from "~/services/ebook/ebook.server";
import type { RateLimitedAction } from "~/services/enquiries/bot-protection.server";
import {
  submitCharter,
  submitCharterQuote,
  submitConsultation,
  submitContact,
} from "~/services/enquiries/enquiries.server";
import type { StoredEnquiry } from "~/services/enquiries/intake.server";
import { subscribeNewsletter } from "~/services/newsletter/newsletter.server";

/** How one kind of enquiry is taken in: its payload, the rate limit it counts against, its store. */
export type EnquiryIntake<
  Schema extends z.ZodType = z.ZodType,
  Limit extends RateLimitedAction = RateLimitedAction,
  Stored extends StoredEnquiry = StoredEnquiry,
> = { schema: Schema; limit: Limit; store: Store<Schema, Stored> };

/** Stores a validated enquiry with how its visitor arrived. */
type Store<Schema extends z.ZodType, Stored extends StoredEnquiry> = (
  input: z.output<Schema>,
  attribution: LeadAttribution | null,
) => Promise<Stored>;

function intake<
  Schema extends z.ZodType,
  Limit extends RateLimitedAction,
  Stored extends StoredEnquiry,
>(
  schema: Schema,
  limit: Limit,
  store: Store<Schema, Stored>,
): EnquiryIntake<Schema, Limit, Stored> {
  return { schema, limit, store };
}

/**
 * Every public enquiry, as both the forms' page action and the JSON endpoints take it in: the
 * 3-step quote counts against the charter form's limit, being the same request.
 */
export const enquiryIntake = {
  contact: intake(ContactSchema, "contact", submitContact),
  charter: intake(CharterSchema, "charter", submitCharter),
  "charter-quote": intake(CharterQuoteSchema, "charter", submitCharterQuote),
  consultation: intake(ConsultationSchema, "consultation", submitConsultation),
  newsletter: intake(NewsletterSchema, "newsletter", subscribeNewsletter),
  ebook: intake(EbookSchema, "ebook", submitEbookLead),
} satisfies Record<EnquiryIntent, EnquiryIntake>;
