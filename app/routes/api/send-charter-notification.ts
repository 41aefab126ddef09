// POST { id } re-queues the staff notification of a stored charter request (admins only).

export {
  methodNotAllowedLoader as loader,
  sendCharterNotificationApi as action,
} from "./enquiries.server";
