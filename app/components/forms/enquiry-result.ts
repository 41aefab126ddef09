import type { SubmissionResult } from "@conform-to/react";

/** The forms the page action handles, named by each form's hidden `intent` field. */
export const enquiryIntents = [
  "contact",
  "charter",
  "charter-quote",
  "consultation",
  "newsletter",
  "ebook",
] as const;
export type EnquiryIntent = (typeof enquiryIntents)[number];

export type EnquiryOutcome = "success" | "invalid" | "verification" | "rate-limited" | "error";

/**
 * What the page action answers: the fetcher's data with JavaScript, the page's action data
 * without. `formKey` tells which of several forms of the same kind on a page was submitted.
 */
export type EnquiryActionData = {
  intent: EnquiryIntent;
  formKey: string;
  outcome: EnquiryOutcome;
  /** Conform's reply: field errors and the typed values, or a reset after success. */
  result: SubmissionResult<string[]>;
  retryAfter?: number;
  /** The newsletter's service message. */
  message?: string;
};

export function isEnquiryActionData(value: unknown): value is EnquiryActionData {
  return (
    typeof value === "object" &&
    value !== null &&
    "intent" in value &&
    "outcome" in value &&
    "result" in value
  );
}
