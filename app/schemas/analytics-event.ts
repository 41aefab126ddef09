import { z } from "zod";
import { text } from "./primitives";

export const analyticsEventNames = ["page_view", "cta_click", "form_start", "form_submit"] as const;

const optionalValue = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * The body of `POST /api/events`: a page view, a call-to-action click or an enquiry form's
 * start or submission, with the visit's first touch (referring host and UTM values).
 */
export const AnalyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  category: text().trim().min(1).max(50).optional(),
  label: text().trim().min(1).max(200).optional(),
  path: text()
    .max(500)
    .regex(/^\/(?!\/)/, "Must be a site path"),
  referrer: optionalValue(1000),
  utmSource: optionalValue(100),
  utmMedium: optionalValue(100),
  utmCampaign: optionalValue(100),
});

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>;

const touchValue = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value : undefined),
    text()
      .max(max)
      .optional()
      .transform((value) => value?.trim().slice(0, max) || null),
  );

const VisitTouchSchema = z.object({
  landingPage: touchValue(500),
  referrerHost: touchValue(200),
  utmSource: touchValue(100),
  utmMedium: touchValue(100),
  utmCampaign: touchValue(100),
});

/**
 * The hidden `attribution` field of the enquiry forms (JSON kept by the browser for the visit).
 * Anything malformed is read as no attribution: it never costs the visitor their enquiry.
 */
export const VisitAttributionSchema = VisitTouchSchema.extend({
  lastTouch: VisitTouchSchema.nullish().transform((value) => value ?? null),
  sendingPage: touchValue(500),
});

export type VisitAttributionInput = z.infer<typeof VisitAttributionSchema>;
