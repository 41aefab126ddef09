// POST signs an address up for the newsletter (double opt-in: a confirmation link is mailed).
import { endpoint } from "~/routes/support/endpoint.server";
import { subscribeToNewsletter } from "./enquiry-endpoints.server";

const api = endpoint({ POST: subscribeToNewsletter });

export const loader = api.loader;
export const action = api.action;
