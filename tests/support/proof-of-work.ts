import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { issueChallenge } from "~/services/enquiries/bot-protection.server";

/** A solved proof-of-work payload, as the browser's solver sends it in the `altcha` field. */
export async function solvedProofOfWork(): Promise<string> {
  const challenge = await issueChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("Could not solve the test challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
