// GET lists stored submissions (admin only); POST stores a visitor's charter request.
import { endpoint } from "~/routes/support/endpoint.server";
import { createCharterSubmission } from "./enquiry-endpoints.server";
import { listCharterSubmissions } from "./lead-lists.server";

const api = endpoint({ GET: listCharterSubmissions, POST: createCharterSubmission });

export const loader = api.loader;
export const action = api.action;
