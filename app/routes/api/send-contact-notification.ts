// POST { id } re-queues the staff notification of a stored contact submission (admins only).

export {
  methodNotAllowedLoader as loader,
  sendContactNotificationApi as action,
} from "./enquiries.server";
