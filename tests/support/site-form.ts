import type { EnquiryActionData } from "~/components/forms/enquiry-result";
import { enquiryAction } from "~/routes/site/enquiry-action.server";
import { origin, routeContext } from "./auth-session";

let addressCounter = 0;

/** A client address of its own for each form, so the per-address limits never mix tests. */
export const nextFormAddress = () => `192.0.2.${(addressCounter++ % 250) + 1}`;

/**
 * Posts a page form as a browser does (the site's enquiry action, same-origin), from `ip`.
 * The answer is what the page receives: its action data and the HTTP status.
 */
export async function postSiteForm(
  fields: Record<string, string>,
  {
    ip = nextFormAddress(),
    path = "/contact",
    headers = {},
  }: { ip?: string; path?: string; headers?: Record<string, string> } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const result = (await enquiryAction({
    request: new Request(`${origin()}${path}`, {
      method: "POST",
      headers: { Origin: origin(), ...headers },
      body,
    }),
    context: routeContext(ip),
    params: {},
  } as never)) as unknown as { data: EnquiryActionData; init: ResponseInit | null };
  return { data: result.data, status: result.init?.status ?? 200, init: result.init };
}
