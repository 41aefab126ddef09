// POST stores a buying-guide lead and queues the guide's delivery by mail.

export { createEbookLeadApi as action, methodNotAllowedLoader as loader } from "./enquiries.server";
