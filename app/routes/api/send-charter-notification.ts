// POST { id } re-queues the staff notification of a stored charter request (admins only).
import { endpoint } from "~/routes/support/endpoint.server";
import { resendCharterNotification } from "./enquiry-endpoints.server";

const api = endpoint({ POST: resendCharterNotification });

export const loader = api.loader;
export const action = api.action;
