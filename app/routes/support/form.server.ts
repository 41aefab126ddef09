import { data } from "react-router";
import { ApiError, readBodyLimited } from "~/utils/api.server";

/**
 * How page actions read what a form posts. The body is read only after its type is known to
 * be a form's, and at most `maxBytes` of it (a chunked body over the limit is refused as soon
 * as it passes the limit, not after it has been read whole). Failures are route errors
 * (415, 413, 400), which the page's error boundary shows.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const DEFAULT_FORM_BYTES = 64 * 1024;

export async function readForm(
  request: Request,
  { maxBytes = DEFAULT_FORM_BYTES }: { maxBytes?: number } = {},
): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const essence = type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(essence)) throw data("Expected a form submission", { status: 415 });
  let body: Buffer<ArrayBuffer>;
  try {
    body = await readBodyLimited(request, maxBytes);
  } catch (error) {
    if (error instanceof ApiError) throw data(error.message, { status: error.status });
    throw error;
  }
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw data("Malformed form submission", { status: 400 });
  }
}

/** A positive page number from a search parameter (1 when missing or malformed). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
