import { describe, expect, it } from "vitest";
import { action as articlesAction } from "~/routes/api/articles";
import { action as eventsAction } from "~/routes/api/events";
import { enquiryAction } from "~/routes/site/enquiry-action.server";
import { origin, routeContext } from "../support/auth-session";

/**
 * What every /api endpoint (through the endpoint wrapper) and every page form (through
 * readForm) does before any work: refuse methods, foreign content types and bodies over the
 * limit. An endless body proves the limit is enforced on the stream: reading it whole would
 * never finish.
 */

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
type AnyArgs = any;

function endlessBody() {
  const chunk = new Uint8Array(1024).fill(0x61);
  const state = { pulledBytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulledBytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

function args(path: string, init: RequestInit): AnyArgs {
  const request = new Request(`${origin()}${path}`, {
    ...init,
    headers: { Origin: origin(), ...init.headers },
    duplex: "half",
  } as RequestInit);
  return { request, params: {}, context: routeContext() };
}

/** The status of a page action's route error (thrown `data(...)`). */
async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 0;
  }
  throw new Error("expected the action to throw");
}

describe("the endpoint wrapper", () => {
  it("answers 405 with Allow for a method the endpoint does not serve", async () => {
    const response = await articlesAction(args("/api/articles", { method: "PATCH" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ error: "Method not allowed" });
  });

  it("refuses a cross-origin write before anything else", async () => {
    const response = await eventsAction(
      args("/api/events", {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const response = await eventsAction(
      args("/api/events", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }),
    );
    expect(response.status).toBe(415);
  });

  it("answers 413 to a chunked body over the limit without reading it all", async () => {
    const { stream, state } = endlessBody();
    const response = await eventsAction(
      args("/api/events", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body too large" });
    expect(state.pulledBytes).toBeLessThan(64 * 1024);
  });
});

describe("page forms", () => {
  it("answer 415 to a body that is not a form, without reading it", async () => {
    const status = await thrownStatus(() =>
      enquiryAction(
        args("/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ intent: "contact" }),
        }),
      ),
    );
    expect(status).toBe(415);
  });

  it("answer 413 to a chunked form over the limit without reading it all", async () => {
    const { stream, state } = endlessBody();
    const status = await thrownStatus(() =>
      enquiryAction(
        args("/contact", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: stream,
        }),
      ),
    );
    expect(status).toBe(413);
    expect(state.pulledBytes).toBeLessThan(1024 * 1024);
  });
});
