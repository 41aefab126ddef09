// POST stores a buying-guide lead and queues the guide's delivery by mail.
import { endpoint } from "~/routes/support/endpoint.server";
import { createEbookLead } from "./enquiry-endpoints.server";

const api = endpoint({ POST: createEbookLead });

export const loader = api.loader;
export const action = api.action;
