// GET lists stored submissions (admin only); POST stores a visitor's enquiry.
import { endpoint } from "~/routes/support/endpoint.server";
import { createContactSubmission } from "./enquiry-endpoints.server";
import { listContactSubmissions } from "./lead-lists.server";

const api = endpoint({ GET: listContactSubmissions, POST: createContactSubmission });

export const loader = api.loader;
export const action = api.action;
