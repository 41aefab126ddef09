// GET lists newsletter subscribers (admin only).
import { endpoint } from "~/routes/support/endpoint.server";
import { listNewsletterSubscribers } from "./lead-lists.server";

const api = endpoint({ GET: listNewsletterSubscribers });

export const loader = api.loader;
export const action = api.action;
