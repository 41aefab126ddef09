import { z } from "zod";
import { botProtectionFields } from "./enquiry-fields";

export const NEWSLETTER_EMAIL_REQUIRED = "Please enter your email address";

/** Where on the site a signup came from (kept for the admin's list). */
export const newsletterSources = ["journal-top", "journal-bottom", "footer", "article"] as const;

/** A newsletter signup (journal forms) and the body of `POST /api/newsletter-subscribe`. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, NEWSLETTER_EMAIL_REQUIRED)
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  source: z
    .preprocess((value) => (value === "" ? undefined : value), z.enum(newsletterSources).optional())
    .transform((value) => value ?? null),
  ...botProtectionFields,
});

export type NewsletterInput = z.output<typeof NewsletterSchema>;
