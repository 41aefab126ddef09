// POST stores a consultation request (decisions item 3: the spec's doubled /api/api prefix fixed).

export {
  createConsultationApi as action,
  methodNotAllowedLoader as loader,
} from "./enquiries.server";
