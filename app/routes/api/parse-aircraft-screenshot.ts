// POST reads a listing screenshot or PDF sheet with the AI (admin) and answers the extracted
// listing facts for review.
import { endpoint, method } from "~/routes/support/endpoint.server";
import { parseListingScreenshot, SCREENSHOT_UPLOAD } from "~/services/aircraft/aircraft.server";
import { assertAiConfigured } from "~/services/generation/generation.server";
import { json } from "~/utils/api.server";
import { readUploadedFile } from "~/utils/storage.server";

const api = endpoint({
  POST: method({
    auth: "admin",
    upload: SCREENSHOT_UPLOAD,
    async handle({ request }) {
      assertAiConfigured();
      const file = await readUploadedFile(request, SCREENSHOT_UPLOAD);
      return json(await parseListingScreenshot(file));
    },
  }),
});

export const loader = api.loader;
export const action = api.action;
