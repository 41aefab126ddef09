import { data } from "react-router";
import type { z } from "zod";
import { env } from "./env.server";

export type ApiIssue = { path: string; message: string };
export type ApiErrorBody = { error: string; code?: string; issues?: ApiIssue[] };

/** An expected failure of an API call, answered with its status and the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { code?: string; issues?: ApiIssue[]; headers?: HeadersInit } = {},
  ) {
    super(message);
  }
}

export function issuesFromZod(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** JSON response helper for resource routes. */
export function json<T>(body: T, init?: number | ResponseInit): Response {
  const options = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...options, headers });
}

/** The empty answer of a DELETE or a beacon. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Reads a JSON body and validates it with the payload's Zod schema (unknown fields are
 * dropped by the schema). Wrong type → 415, too large → 413, malformed or invalid → 400.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = DEFAULT_BODY_LIMIT }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new ApiError(415, "Expected a JSON body (Content-Type: application/json)");
  }
  const text = (await readBodyLimited(request, maxBytes)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(400, "Invalid input", { issues: issuesFromZod(result.error) });
  }
  return result.data;
}

/**
 * Reads a request body, at most `maxBytes` of it: a declared or streamed body over the limit
 * is refused with 413 as soon as it passes the limit.
 */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
  tooLargeMessage = "Request body too large",
): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) {
    throw new ApiError(413, tooLargeMessage);
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Released, not cancelled: cancelling destroys the request, whose socket then resets
      // while the client is still sending, and the client never sees the 413. The server's
      // body limit drops or cuts the rest once the answer is out.
      reader.releaseLock();
      throw new ApiError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Parses route params or a query string with a schema; failures are 400 (or 404 for ids). */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  { notFound = false }: { notFound?: boolean } = {},
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    if (notFound) throw new ApiError(404, "Not found");
    throw new ApiError(400, "Invalid input", { issues: issuesFromZod(result.error) });
  }
  return result.data;
}

/**
 * State-changing requests must come from this site (CSRF). Browsers send Origin on every
 * cross-site POST; a request with neither Origin nor a same-site Fetch-Metadata header is
 * accepted only when it carries no cookies (scripts and server-to-server calls).
 */
export function assertSameOrigin(request: Request) {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
  const origin = request.headers.get("Origin");
  const allowed = new Set([new URL(request.url).origin, new URL(env().PUBLIC_URL).origin]);
  if (origin) {
    if (!allowed.has(origin)) throw new ApiError(403, "Cross-origin request rejected");
    return;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new ApiError(403, "Cross-origin request rejected");
  }
  if (!site && request.headers.has("Cookie")) {
    // A session cookie with no sign of where the request came from: it could be a forged
    // request from a browser that sends neither header, so it may not act on the session.
    throw new ApiError(403, "Cross-origin request rejected");
  }
}

/** The 404 of an unknown path in a page's loader. */
export function notFound(message = "Not found"): never {
  throw data(message, { status: 404 });
}
