// GET lists newsletter subscribers (admin only).
export { listNewsletterSubscribersApi as loader } from "./lead-lists.server";
