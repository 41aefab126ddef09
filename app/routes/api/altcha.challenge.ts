import { handleApi, json } from "~/utils/api.server";
import { issueChallenge } from "~/utils/bot-protection.server";

/** GET: a fresh signed, expiring proof-of-work challenge for the forms' solver. */
export function loader() {
  return handleApi(async () => json(await issueChallenge()));
}
