import { toast } from "~/components/ui/toaster";

/** The error shape every `/api` endpoint answers with. */
export type ApiErrorBody = {
  error?: string;
  code?: string;
  issues?: { path: string; message: string }[];
};

/**
 * The error body of a refused call, or an empty one when the answer is not the API's shape
 * (a proxy's error page, a dropped connection).
 */
export async function readApiError(response: Response): Promise<ApiErrorBody> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === "object" ? (body as ApiErrorBody) : {};
}

/** What to tell about a refused call: its first field issue, else its error, else `fallback`. */
export function apiErrorMessage(body: ApiErrorBody, fallback: string): string {
  return body.issues?.[0]?.message ?? body.error ?? fallback;
}

/**
 * The one way a back-office screen tells the outcome of a call it makes with `fetch()` to a JSON
 * endpoint (uploads, the bulk generator), or of a file refused before any call. Page actions
 * tell theirs through the toast cookie instead.
 */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, description ? { description } : undefined);
  },
  info(title: string, description?: string) {
    toast(title, description ? { description } : undefined);
  },
  error(title: string, description: string) {
    toast.error(title, { description });
  },
  /** A refused call, told with the endpoint's own message when it gave one. */
  async failure(title: string, response: Response, fallback: string) {
    toast.error(title, { description: apiErrorMessage(await readApiError(response), fallback) });
  },
};
