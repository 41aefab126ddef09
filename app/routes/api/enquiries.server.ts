import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { requestInfoContext } from "~/context";
import { CharterSchema } from "~/schemas/charter";
import { CharterQuoteSchema } from "~/schemas/charter-quote";
import { ConsultationSchema } from "~/schemas/consultation";
import { ContactSchema } from "~/schemas/contact";
import { EbookSchema } from "~/schemas/ebook";
import { NewsletterSchema } from "~/schemas/newsletter";
import { withIdempotencyKeyHeader } from "~/services/enquiries/idempotency.server";
import {
  ApiError,
  assertSameOrigin,
  handleApi,
  json,
  parseJsonBody,
  parseWith,
} from "~/utils/api.server";
import { enforceRateLimit, type RateLimitedAction } from "~/utils/bot-protection.server";
import {
  requeueStaffNotification,
  type StoredEnquiry,
  submitCharter,
  submitCharterQuote,
  submitConsultation,
  submitContact,
  submitEbookLead,
  subscribeNewsletter,
} from "~/utils/enquiries.server";
import { logger } from "~/utils/logger.server";
import { requireAdminApi } from "~/utils/permissions.server";

/**
 * The public enquiry endpoints (spec §7) and the admin-only notification re-send. They call the
 * same server functions as the forms' page action; the order is: method, origin, rate limit,
 * body, act. Success answers 201 with the stored id and createdAt; a retry with the same
 * Idempotency-Key header and body answers the first request's id again and stores nothing.
 */

const MAX_BODY_BYTES = 32 * 1024;

function requirePost(request: Request) {
  if (request.method !== "POST") {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
  }
}

/** Stores an enquiry; if that fails, the log keeps what was sent so the lead is not lost. */
async function storeLogged<Input, Result>(
  action: RateLimitedAction,
  input: Input,
  store: (input: Input) => Promise<Result>,
): Promise<Result> {
  try {
    return await store(input);
  } catch (error) {
    if (!(error instanceof ApiError)) {
      const { altcha: _proof, ...enquiry } = input as Record<string, unknown>;
      logger().error({ err: error, action, enquiry }, "Enquiry could not be stored");
    }
    throw error;
  }
}

function publicEndpoint<Schema extends z.ZodType>(
  action: RateLimitedAction,
  schema: Schema,
  store: (input: z.output<Schema>) => Promise<StoredEnquiry>,
) {
  return ({ request, context }: ActionFunctionArgs) =>
    handleApi(async () => {
      requirePost(request);
      assertSameOrigin(request);
      await enforceRateLimit(action, context.get(requestInfoContext).ip);
      const body = await parseJsonBody(request, schema, { maxBytes: MAX_BODY_BYTES });
      const input = withIdempotencyKeyHeader(request, body);
      return json(await storeLogged(action, input, store), 201);
    });
}

export const createContactSubmissionApi = publicEndpoint("contact", ContactSchema, submitContact);

/**
 * One endpoint for both charter forms: a body with `tripType` is the 3-step quote modal's
 * payload, anything else the inline form's.
 */
export const createCharterSubmissionApi = publicEndpoint(
  "charter",
  z.looseObject({}),
  (body: Record<string, unknown>) =>
    "tripType" in body
      ? submitCharterQuote(parseWith(CharterQuoteSchema, body))
      : submitCharter(parseWith(CharterSchema, body)),
);

export const createConsultationApi = publicEndpoint(
  "consultation",
  ConsultationSchema,
  submitConsultation,
);

export const createEbookLeadApi = publicEndpoint("ebook", EbookSchema, submitEbookLead);

/**
 * A signup answers 201 when it added the address and 200 when the address was already known
 * (no second row); the body carries the message the form shows.
 */
export function subscribeNewsletterApi({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    requirePost(request);
    assertSameOrigin(request);
    await enforceRateLimit("newsletter", context.get(requestInfoContext).ip);
    const input = await parseJsonBody(request, NewsletterSchema, { maxBytes: MAX_BODY_BYTES });
    const { created, ...signup } = await storeLogged("newsletter", input, subscribeNewsletter);
    return json(signup, created ? 201 : 200);
  });
}

const ResendSchema = z.object({ id: z.uuid("Expected a submission id") });

function resendHandler(type: "contact" | "charter") {
  return ({ request }: ActionFunctionArgs) =>
    handleApi(async () => {
      requirePost(request);
      assertSameOrigin(request);
      await requireAdminApi(request);
      const { id } = await parseJsonBody(request, ResendSchema, { maxBytes: MAX_BODY_BYTES });
      const { mailId } = await requeueStaffNotification(type, id);
      return json({ queued: true, mailId }, 202);
    });
}

export const sendContactNotificationApi = resendHandler("contact");
export const sendCharterNotificationApi = resendHandler("charter");

/** The GET of a POST-only endpoint. */
export function methodNotAllowedLoader() {
  return handleApi(async () => {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
  });
}
