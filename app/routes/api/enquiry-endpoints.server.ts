import { z } from "zod";
import type { LeadAttribution, LeadType } from "~/db/schema";
import { type EnquiryIntake, enquiryIntake } from "~/routes/site/enquiry-intake.server";
import { requestFacts } from "~/routes/support/attribution.server";
import { method } from "~/routes/support/endpoint.server";
import { IDEMPOTENCY_KEY_PATTERN } from "~/schemas/enquiry-fields";
import { leadAttribution } from "~/services/analytics/analytics.server";
import {
  enforceRateLimit,
  type RateLimitedAction,
} from "~/services/enquiries/bot-protection.server";
import { DomainError } from "~/services/errors";
import { resendStaffNotificationAs } from "~/services/leads/leads.server";
import { ApiError, json, parseWith } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";

/**
 * The public enquiry endpoints and the admin-only notification re-send, as methods of the
 * endpoint wrapper. They call the same services as the forms' page action; the rate limit is
 * counted before the body is read. Success answers 201 with the stored id and createdAt; a retry
 * with the same Idempotency-Key header and body answers the first request's id again and stores
 * nothing.
 */

const MAX_BODY_BYTES = 32 * 1024;

const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Adds the request's Idempotency-Key header to a parsed JSON body (400 when malformed). */
function withIdempotencyKeyHeader<Input>(request: Request, input: Input): Input {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return input;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, "Invalid Idempotency-Key header", {
      issues: [
        {
          path: IDEMPOTENCY_KEY_HEADER,
          message: "Use 8 to 128 letters, digits and the characters - _ . :",
        },
      ],
    });
  }
  // Every enquiry schema has an optional idempotencyKey, so the header fits the parsed body.
  return { ...(input as object), idempotencyKey: key } as Input;
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
    if (!(error instanceof DomainError) && !(error instanceof ApiError)) {
      const { altcha: _proof, ...enquiry } = input as Record<string, unknown>;
      logger().error({ err: error, action, enquiry }, "Enquiry could not be stored");
    }
    throw error;
  }
}

/**
 * A JSON client keeps no visit in the browser for us, so its lead is attributed with what the
 * request shows: the sending page from a same-origin Referer, the device and the country.
 */
function publicEnquiry<Schema extends z.ZodType>({
  limit: action,
  schema,
  store,
}: EnquiryIntake<Schema, RateLimitedAction & LeadType>) {
  return method({
    auth: "public",
    guard: (ip) => enforceRateLimit(action, ip),
    body: schema,
    maxBytes: MAX_BODY_BYTES,
    async handle({ request, body, ip }) {
      const input = withIdempotencyKeyHeader(request, body as z.output<Schema>);
      const attribution = leadAttribution(null, requestFacts(request, ip));
      const stored = await storeLogged(action, input, (value) => store(value, attribution));
      return json(stored, 201);
    },
  });
}

export const createContactSubmission = publicEnquiry(enquiryIntake.contact);

/** Parses a body with the intake's schema (400 when it does not fit) and stores it. */
function storeParsed<Schema extends z.ZodType>(
  { schema, store }: EnquiryIntake<Schema>,
  body: unknown,
  attribution: LeadAttribution | null,
) {
  return store(parseWith(schema, body), attribution);
}

/**
 * One endpoint for both charter forms: a body with `tripType` is the 3-step quote modal's
 * payload, anything else the inline form's.
 */
export const createCharterSubmission = publicEnquiry({
  limit: "charter",
  schema: z.looseObject({}),
  store: (body: Record<string, unknown>, attribution) =>
    "tripType" in body
      ? storeParsed(enquiryIntake["charter-quote"], body, attribution)
      : storeParsed(enquiryIntake.charter, body, attribution),
});

export const createConsultation = publicEnquiry(enquiryIntake.consultation);

export const createEbookLead = publicEnquiry(enquiryIntake.ebook);

/**
 * A signup answers 201 when it added the address and 200 when the address was already known
 * (no second row); the body carries the message the form shows.
 */
export const subscribeToNewsletter = method({
  auth: "public",
  guard: (ip) => enforceRateLimit("newsletter", ip),
  body: enquiryIntake.newsletter.schema,
  maxBytes: MAX_BODY_BYTES,
  async handle({ request, body, ip }) {
    const attribution = leadAttribution(null, requestFacts(request, ip));
    const { created, ...signup } = await storeLogged("newsletter", body, (value) =>
      enquiryIntake.newsletter.store(value, attribution),
    );
    return json(signup, created ? 201 : 200);
  },
});

function resendNotification(type: "contact" | "charter") {
  return method({
    auth: "admin",
    body: z.object({ id: z.uuid("Expected a submission id") }),
    maxBytes: MAX_BODY_BYTES,
    async handle({ actor, body }) {
      const { mailId } = await resendStaffNotificationAs(actor, { type, id: body.id });
      return json({ queued: true, mailId }, 202);
    },
  });
}

export const resendContactNotification = resendNotification("contact");
export const resendCharterNotification = resendNotification("charter");
