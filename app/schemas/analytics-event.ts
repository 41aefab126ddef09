import { z } from "zod";
import { text } from "./primitives";

export const analyticsEventNames = ["page_view", "cta_click"] as const;

/** The body of `POST /api/events`: a page view or a call-to-action click. */
export const AnalyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  category: text().trim().min(1).max(50).optional(),
  label: text().trim().min(1).max(200).optional(),
  path: text()
    .max(500)
    .regex(/^\/(?!\/)/, "Must be a site path"),
  referrer: text().max(1000).optional(),
});

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>;
