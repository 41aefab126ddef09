import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import type { z } from "zod";
import { requestInfoContext } from "~/context";
import { CharterSchema } from "~/schemas/charter";
import { CharterQuoteSchema } from "~/schemas/charter-quote";
import { ConsultationSchema } from "~/schemas/consultation";
import { ContactSchema } from "~/schemas/contact";
import { EbookSchema } from "~/schemas/ebook";
import { NewsletterSchema } from "~/schemas/newsletter";
import { ApiError, assertSameOrigin } from "~/utils/api.server";
import { enforceRateLimit, type RateLimitedAction } from "~/utils/bot-protection.server";
import {
  type StoredEnquiry,
  submitCharter,
  submitCharterQuote,
  submitConsultation,
  submitContact,
  submitEbookLead,
  subscribeNewsletter,
} from "~/utils/enquiries.server";
import { logger } from "~/utils/logger.server";
import type { EnquiryActionData, EnquiryIntent } from "./enquiry-result";
import {
  charterMessages,
  charterQuoteMessages,
  consultationMessages,
  contactMessages,
  ebookMessages,
  type FormMessages,
  newsletterMessages,
} from "./messages";

type FormHandler = {
  schema: z.ZodType;
  limit: RateLimitedAction;
  messages: FormMessages;
  // biome-ignore lint/suspicious/noExplicitAny: each handler takes its own schema's output
  store: (input: any) => Promise<StoredEnquiry & { message?: string }>;
};

const forms: Record<EnquiryIntent, FormHandler> = {
  contact: {
    schema: ContactSchema,
    limit: "contact",
    messages: contactMessages,
    store: submitContact,
  },
  charter: {
    schema: CharterSchema,
    limit: "charter",
    messages: charterMessages,
    store: submitCharter,
  },
  "charter-quote": {
    schema: CharterQuoteSchema,
    limit: "charter",
    messages: charterQuoteMessages,
    store: submitCharterQuote,
  },
  consultation: {
    schema: ConsultationSchema,
    limit: "consultation",
    messages: consultationMessages,
    store: submitConsultation,
  },
  newsletter: {
    schema: NewsletterSchema,
    limit: "newsletter",
    messages: newsletterMessages,
    store: subscribeNewsletter,
  },
  ebook: { schema: EbookSchema, limit: "ebook", messages: ebookMessages, store: submitEbookLead },
};

const MAX_FORM_BYTES = 64 * 1024;

/** What a form posts: URL-encoded fields, or multipart when it carries files. */
function isFormContentType(type: string | null): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type ?? "");
}

function isIntent(value: unknown): value is EnquiryIntent {
  return typeof value === "string" && Object.hasOwn(forms, value);
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
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_FORM_BYTES) {
    throw data("Request body too large", { status: 413 });
  }
  if (!isFormContentType(request.headers.get("Content-Type"))) {
    throw data("Expected a form submission", { status: 415 });
  }
  const formData = await request.formData().catch(() => {
    throw data("Malformed form data", { status: 400 });
  });
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw data("Unknown form", { status: 400 });
  const form = forms[intent];
  const formKey = String(formData.get("formKey") ?? "");
  const submission = parseWithZod(formData, { schema: form.schema });

  const answer = (body: Omit<EnquiryActionData, "intent" | "formKey">, init?: ResponseInit) =>
    data<EnquiryActionData>({ intent, formKey, ...body }, init);

  try {
    await enforceRateLimit(form.limit, context.get(requestInfoContext).ip);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const retryAfter = Number(new Headers(error.options.headers).get("Retry-After") ?? "60");
    return answer(
      {
        outcome: "rate-limited",
        retryAfter,
        result: submission.reply({ formErrors: [error.message] }),
      },
      { status: 429, headers: error.options.headers },
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
    const stored = await form.store(submission.value);
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
