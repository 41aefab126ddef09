// POST reads a listing screenshot or PDF sheet with the AI (admin) and answers the extracted
// listing facts for review (spec §3: parsed screenshot data).
import { requestInfoContext } from "~/context";
import { SCREENSHOT_MAX_BYTES } from "~/schemas/aircraft";
import { assertAiConfigured, parseAircraftScreenshot } from "~/utils/ai.server";
import { ApiError, assertSameOrigin, handleApi, json } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";
import { requireAdminApi } from "~/utils/permissions.server";
import { readUploadedFile, sniffFileType, storage } from "~/utils/storage.server";
import type { Route } from "./+types/parse-aircraft-screenshot";

const ACCEPTED = new Set(["image/png", "image/jpeg", "application/pdf"]);
const EXTENSIONS = new Set(["png", "jpg", "jpeg", "pdf"]);

export function loader() {
  return handleApi(async () => {
    throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
  });
}

/** A stored name: timestamp, then the original name reduced to safe characters (spec §3). */
function screenshotKey(name: string) {
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[-.]+/, "")
      .slice(-80) || "screenshot";
  return `aircraft-screenshots/${Date.now()}-${safe}`;
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw new ApiError(405, "Method not allowed", { headers: { Allow: "POST" } });
    }
    assertSameOrigin(request);
    await requireAdminApi(request);
    assertAiConfigured();
    const file = await readUploadedFile(request, {
      maxBytes: SCREENSHOT_MAX_BYTES,
      tooLargeMessage: "Please upload a file smaller than 10MB.",
    });
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    const sniffed = sniffFileType(file.bytes);
    if (!sniffed || !ACCEPTED.has(sniffed.mime) || !EXTENSIONS.has(extension)) {
      throw new ApiError(415, "Please upload a PNG, JPG or PDF file.");
    }
    const key = screenshotKey(file.name);
    await storage().put(key, file.bytes, { contentType: sniffed.mime, overwrite: false });
    try {
      const parsedData = await parseAircraftScreenshot({
        bytes: file.bytes,
        mime: sniffed.mime,
        fileName: file.name,
      });
      return json({ parsedData, imageUrl: storage().url(key) });
    } catch (error) {
      logger().warn(
        { err: error, requestId: context.get(requestInfoContext).requestId },
        "Parsing an aircraft screenshot failed",
      );
      throw new ApiError(502, "Failed to upload or parse screenshot");
    }
  });
}
