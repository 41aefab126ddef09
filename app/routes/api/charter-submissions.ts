// GET lists stored submissions (admin only); POST stores a visitor's charter request.

export { createCharterSubmissionApi as action } from "./enquiries.server";
export { listCharterSubmissionsApi as loader } from "./lead-lists.server";
