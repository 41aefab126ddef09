// GET a fresh signed, expiring proof-of-work challenge for the forms' solver.
import { endpoint, method } from "~/routes/support/endpoint.server";
import { issueChallenge } from "~/services/enquiries/bot-protection.server";
import { json } from "~/utils/api.server";

const api = endpoint({
  GET: method({
    auth: "public",
    async handle() {
      return json(await issueChallenge());
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
