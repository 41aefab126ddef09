// POST { id } re-queues the staff notification of a stored contact submission (admins only).
import { endpoint } from "~/routes/support/endpoint.server";
import { resendContactNotification } from "./enquiry-endpoints.server";

const api = endpoint({ POST: resendContactNotification });

export const loader = api.loader;
export const action = api.action;
