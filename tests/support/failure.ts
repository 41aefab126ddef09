import { errorResponse } from "~/routes/support/error-mappers.server";

/**
 * What an API client would be told if `work` failed inside an endpoint: its status and JSON
 * error body. Fails the test when `work` succeeds.
 */
export async function failureOf(
  work: Promise<unknown>,
): Promise<{ status: number; error: string; code?: string; issues?: unknown[] }> {
  try {
    await work;
  } catch (error) {
    const response = errorResponse(error);
    return { status: response.status, ...(await response.json()) };
  }
  throw new Error("expected the use case to fail");
}
