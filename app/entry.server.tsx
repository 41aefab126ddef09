import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy } from "./utils/csp.server";

export const streamTimeout = 5_000;

/**
 * Pages are rendered whole before they are sent (no route defers data), so every HTML response
 * carries a Content-Security-Policy with the hashes of its inline scripts and an ETag, and a
 * matching If-None-Match is answered with 304.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const html = Buffer.concat(chunks);
            const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("ETag", etag);
            if (process.env.NODE_ENV !== "development") {
              responseHeaders.set(
                "Content-Security-Policy",
                contentSecurityPolicy(html.toString("utf8")),
              );
            }
            const notModified =
              request.method === "GET" &&
              statusCode === 200 &&
              request.headers.get("If-None-Match") === etag;
            resolve(
              new Response(notModified ? null : html, {
                headers: responseHeaders,
                status: notModified ? 304 : statusCode,
              }),
            );
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
