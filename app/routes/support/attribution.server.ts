import { type VisitAttributionInput, VisitAttributionSchema } from "~/schemas/analytics-event";
import type { RequestFacts } from "~/services/analytics/analytics.server";
import { env } from "~/utils/env.server";

/** The page of this site the request was sent from (its path), from the Referer header. */
function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const ours = [new URL(request.url).origin, new URL(env().PUBLIC_URL).origin];
    return ours.includes(url.origin) ? url.pathname.slice(0, 500) : null;
  } catch {
    return null;
  }
}

/** What the server can tell of an enquiry's sender without storing the address. */
export function requestFacts(request: Request, ip: string): RequestFacts {
  return {
    ip,
    userAgent: request.headers.get("User-Agent"),
    acceptLanguage: request.headers.get("Accept-Language"),
    sameOriginReferer: sameOriginReferer(request),
  };
}

/** The form's hidden `attribution` field (JSON); anything unreadable counts as none. */
export function readVisitAttribution(raw: unknown): VisitAttributionInput | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 8000) return null;
  try {
    const parsed = VisitAttributionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
