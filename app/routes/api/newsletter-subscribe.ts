// POST signs an address up for the newsletter (double opt-in: a confirmation link is mailed).

export {
  methodNotAllowedLoader as loader,
  subscribeNewsletterApi as action,
} from "./enquiries.server";
