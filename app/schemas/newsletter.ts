import { z } from "zod";
import { botProtectionFields, emailAddress } from "./enquiry-fields";

export const NEWSLETTER_EMAIL_REQUIRED = "Please enter your email address";

/** Where on the site a signup came from (kept for the admin's list). */
export const newsletterSources = ["journal-top", "journal-bottom", "footer", "article"] as const;

/** A newsletter signup (journal forms) and the body of `POST /api/newsletter-subscribe`. */
export const NewsletterSchema = z.object({
  email: emailAddress(NEWSLETTER_EMAIL_REQUIRED),
  source: z
    .preprocess((value) => (value === "" ? undefined : value), z.enum(newsletterSources).optional())
    .transform((value) => value ?? null),
  ...botProtectionFields,
});

export type NewsletterInput = z.output<typeof NewsletterSchema>;
