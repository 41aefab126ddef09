// POST stores a consultation request.
import { endpoint } from "~/routes/support/endpoint.server";
import { createConsultation } from "./enquiry-endpoints.server";

const api = endpoint({ POST: createConsultation });

export const loader = api.loader;
export const action = api.action;
