// GET lists stored submissions (admin only); POST stores a visitor's enquiry.

export { createContactSubmissionApi as action } from "./enquiries.server";
export { listContactSubmissionsApi as loader } from "./lead-lists.server";
