import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import type { EnquiryActionData, EnquiryIntent } from "~/components/forms/enquiry-result";
import {
  charterMessages,
  charterQuoteMessages,
  consultationMessages,
  contactMessages,
  ebookMessages,
  type FormMessages,
  newsletterMessages,
} from "~/components/forms/messages";
import { requestInfoContext } from "~/context";
import type { LeadAttribution } from "~/db/schema";
import { readVisitAttribution, requestFacts } from "~/routes/support/attribution.server";
import { formFailure } from "~/routes/support/error-mappers.server";
import { readForm } from "~/routes/support/form.server";
import { leadAttribution } from "~/services/analytics/analytics.server";
import { enforceRateLimit } from "~/services/enquiries/bot-protection.server";
import type { StoredEnquiry } from "~/services/enquiries/intake.server";
import { RateLimitedError } from "~/services/errors";
import { assertSameOrigin } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";
import { type EnquiryIntake, enquiryIntake } from "./enquiry-intake.server";

type FormIntake = Omit<EnquiryIntake, "store"> & {
  store: (
    // biome-ignore lint/suspicious/noExplicitAny: each intake takes its own schema's output
    input: any,
    attribution: LeadAttribution | null,
  ) => Promise<StoredEnquiry & { message?: string }>;
};

const intakes: Record<EnquiryIntent, FormIntake> = enquiryIntake;

const formMessages: Record<EnquiryIntent, FormMessages> = {
  contact: contactMessages,
  charter: charterMessages,
  "charter-quote": charterQuoteMessages,
  consultation: consultationMessages,
  newsletter: newsletterMessages,
  ebook: ebookMessages,
};

const MAX_FORM_BYTES = 64 * 1024;

function isIntent(value: unknown): value is EnquiryIntent {
  return typeof value === "string" && Object.hasOwn(intakes, value);
}

/**
 * The action of every page that hosts an enquiry form; dispatches on the form's `intent`.
 * With JavaScript the forms post here through a fetcher; without it the page re-renders with
 * this data, showing the same messages and the typed values. Validation failures answer 400,
 * the rate limit 429 (with Retry-After); a storage failure 500 keeps what was typed.
 */
export async function enquiryAction({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    throw data("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  }
  try {
    assertSameOrigin(request);
  } catch {
    throw data("Cross-origin request rejected", { status: 403 });
  }
  const formData = await readForm(request, { maxBytes: MAX_FORM_BYTES });
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data("Unknown form", { status: 400 });
  const form = { ...intakes[intent], messages: formMessages[intent] };
  const formKey = String(formData.get("formKey") ?? "");
  const submission = parseWithZod(formData, { schema: form.schema });

  const answer = (body: Omit<EnquiryActionData, "intent" | "formKey">, init?: ResponseInit) =>
    data<EnquiryActionData>({ intent, formKey, ...body }, init);

  try {
    await enforceRateLimit(form.limit, context.get(requestInfoContext).ip);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const failure = formFailure(error, form.messages.error.description ?? "");
    return answer(
      {
        outcome: "rate-limited",
        retryAfter: error.retryAfterSeconds,
        result: submission.reply({ formErrors: [failure.message] }),
      },
      { status: failure.status, headers: failure.headers },
    );
  }

  if (submission.status !== "success") {
    const robot = Boolean(submission.error?.captcha);
    return answer(
      { outcome: robot ? "verification" : "invalid", result: submission.reply() },
      { status: 400 },
    );
  }

  try {
    const stored = await form.store(
      submission.value,
      leadAttribution(
        readVisitAttribution(formData.get("attribution")),
        requestFacts(request, context.get(requestInfoContext).ip),
      ),
    );
    return answer({
      outcome: "success",
      message: stored.message,
      result: submission.reply({ resetForm: true }),
    });
  } catch (error) {
    // The log keeps what the visitor sent, so a lead survives even a database outage.
    const { altcha: _proof, ...enquiry } = submission.value as Record<string, unknown>;
    logger().error({ err: error, intent, enquiry }, "Enquiry could not be stored");
    return answer(
      {
        outcome: "error",
        result: submission.reply({ formErrors: [form.messages.error.description ?? ""] }),
      },
      { status: 500 },
    );
  }
}
