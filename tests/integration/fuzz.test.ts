import fc from "fast-check";
import { isRouteErrorResponse } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiryIntents } from "~/components/forms/enquiry-result";
import { AnalyticsEventSchema } from "~/schemas/analytics-event";
import { CharterSchema } from "~/schemas/charter";
import { CharterQuoteSchema } from "~/schemas/charter-quote";
import { ConsultationSchema } from "~/schemas/consultation";
import { ContactSchema } from "~/schemas/contact";
import { EbookSchema } from "~/schemas/ebook";
import { NewsletterSchema } from "~/schemas/newsletter";
import {
  type AppHandler,
  type AppRoute,
  createAppHandler,
  loadAppRoutes,
} from "../support/app-handler";
import { setEnquiryEnvironment } from "../support/enquiry-env";
import { minimalEnquiries } from "../support/enquiry-payloads";
import { emptyVisitorWrittenTables, visitorWrittenRowCounts } from "../support/lead-tables";

setEnquiryEnvironment();

/**
 * Property-based fuzzing of every endpoint that takes a body, derived from the route table:
 * every route with an action must have a body generator below or a reasoned exclusion, so a
 * new one cannot be forgotten. Hostile strings (NUL, lone surrogates, CRLF, huge), wrong
 * types, nested, array and prototype-polluting bodies, wrong content types and malformed JSON
 * are posted through React Router's real handler on the test database. Properties: no 5xx and
 * no server error logged; an /api rejection has the API's error shape; a rejected request
 * stores nothing.
 */

const ORIGIN = "http://localhost:3000";

/** Routes with an action that are not fuzzed here, and why. */
const excluded: Record<string, string> = {
  "/api/auth/*":
    "better-auth's own handler (sign-in, sign-up, reset): its input handling and throttling are covered by the auth tests",
  "/admin/login":
    "every post is a sign-in attempt that counts towards the account's throttle; the login tests cover its hostile input",
};

type Body = { contentType: string | null; body: string | FormData | null };
type Target = { pattern: string; url: () => fc.Arbitrary<string>; body: fc.Arbitrary<Body> };

// ---------------------------------------------------------------------------------------------
// Hostile values

const hostileText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDC00y",
    "\uDBFF",
    "line\r\nBcc: victim@example.com",
    "\r\n\r\n<script>alert(1)</script>",
    "2027-02-30",
    "0000-01-01",
    "2027-02-30T10:00",
    "99999-01-01T00:00:00Z",
    "1e999",
    "-1",
    "NaN",
    "__proto__",
    "constructor",
    "on",
    "true",
    "",
    " ",
    "%00",
    "../../etc/passwd",
    "'; drop table contact_submissions; --",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("x".repeat(5001), "€".repeat(20_000), "\u0000".repeat(3000)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom("__proto__", "constructor")),
      tie("value"),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

/** Percent-encodes text for a URL; a lone surrogate, which has no UTF-8, becomes its raw bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** An object built with own keys only: `__proto__` stays a key when serialised. */
const ownObject = (entries: [string, unknown][]) => Object.fromEntries(entries);

function bodyWithFields(fieldNames: readonly string[]) {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
    fc.constantFrom("__proto__", "constructor", "prototype", "toString"),
    hostileText,
  );
  return fc.array(fc.tuple(name, hostileValue), { maxLength: 12 }).map(ownObject);
}

/** A valid payload with one or two fields replaced by hostile values. */
function mutated(base: Record<string, unknown>, fieldNames: readonly string[]) {
  return fc
    .array(fc.tuple(fc.constantFrom(...fieldNames), hostileValue), { minLength: 1, maxLength: 2 })
    .map((changes) => ownObject([...Object.entries(base), ...changes]));
}

const jsonText = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return "null";
  }
};

const formText = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "object" ? jsonText(value) : String(value);

function asForm(record: Record<string, unknown>, multipart: boolean): Body {
  const entries = Object.entries(record).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [name, formText(item)] as const),
  );
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return { contentType: null, body: form };
  }
  return {
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(entries.map(([name, value]) => [name, value])).toString(),
  };
}

/** Any of the ways a body can be sent, right or wrong. */
function encodings(record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    record.map((value) => ({ contentType: "application/json", body: jsonText(value) })),
    record.map((value) => asForm(value, false)),
    record.map((value) => asForm(value, true)),
    fc
      .tuple(
        record,
        fc.constantFrom(
          "text/plain",
          "application/xml",
          "application/json; charset=utf-16",
          "multipart/form-data",
          "application/x-www-form-urlencoded; charset=x-unknown",
        ),
      )
      .map(([value, contentType]) => ({ contentType, body: jsonText(value) })),
    fc.constantFrom<Body>(
      { contentType: "application/json", body: "{" },
      { contentType: "application/json", body: '{"a":' },
      { contentType: "application/json", body: "[]" },
      { contentType: "application/json", body: '"text"' },
      { contentType: "application/json", body: "null" },
      { contentType: "application/json", body: "" },
      { contentType: "application/json", body: '{"__proto__":{"isAdmin":true}}' },
      { contentType: "application/json", body: '{"constructor":{"prototype":{"polluted":1}}}' },
      { contentType: "application/x-www-form-urlencoded", body: "%E0%A4%A=1&intent=%00" },
      { contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
      { contentType: null, body: null },
      { contentType: "application/json", body: null },
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Targets: one body generator per route with an action

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const charterKeys = keysOf(CharterSchema as never);
const quoteKeys = keysOf(CharterQuoteSchema as never);

const validBases = minimalEnquiries();

const fieldsOf = {
  contact: keysOf(ContactSchema as never),
  charter: charterKeys,
  "charter-quote": quoteKeys,
  consultation: keysOf(ConsultationSchema as never),
  ebook: keysOf(EbookSchema as never),
  newsletter: keysOf(NewsletterSchema as never),
} as const;

function jsonEndpoint(kinds: (keyof typeof validBases)[]): fc.Arbitrary<Body> {
  const records = kinds.flatMap((kind) => [
    mutated(validBases[kind], fieldsOf[kind]),
    bodyWithFields(fieldsOf[kind]),
  ]);
  return encodings(fc.oneof(...records));
}

/** The forms' page action: every intent, with its fields. */
const enquiryForm = encodings(
  fc.oneof(
    ...enquiryIntents.map((intent) =>
      fc
        .oneof(
          mutated({ ...validBases[intent], captcha: "on" }, fieldsOf[intent]),
          bodyWithFields(fieldsOf[intent]),
        )
        .map((record) => ownObject([["intent", intent], ...Object.entries(record)])),
    ),
    bodyWithFields(["intent", "formKey", "idempotencyKey", "altcha", "website"]),
  ),
);

const anyFields = encodings(bodyWithFields(["id", "intent", "token", "ids", "status", "title"]));
const plainPath = (path: string) => () => fc.constant(path);

const generators: Record<string, Omit<Target, "pattern">> = {
  "/api/events": {
    url: plainPath("/api/events"),
    body: encodings(
      fc.oneof(
        mutated({ name: "page_view", path: "/aircraft" }, keysOf(AnalyticsEventSchema as never)),
        bodyWithFields(keysOf(AnalyticsEventSchema as never)),
      ),
    ),
  },
  "/api/contact-submissions": {
    url: plainPath("/api/contact-submissions"),
    body: jsonEndpoint(["contact"]),
  },
  "/api/charter-submissions": {
    url: plainPath("/api/charter-submissions"),
    body: jsonEndpoint(["charter", "charter-quote"]),
  },
  "/api/consultations": {
    url: plainPath("/api/consultations"),
    body: jsonEndpoint(["consultation"]),
  },
  "/api/ebook-leads": { url: plainPath("/api/ebook-leads"), body: jsonEndpoint(["ebook"]) },
  "/api/newsletter-subscribe": {
    url: plainPath("/api/newsletter-subscribe"),
    body: jsonEndpoint(["newsletter"]),
  },
  "/newsletter/unsubscribe": {
    url: () =>
      fc.oneof(
        fc.constant("/newsletter/unsubscribe"),
        hostileText.map((token) => `/newsletter/unsubscribe?token=${encodeSegment(token)}`),
      ),
    body: encodings(bodyWithFields(["token", "List-Unsubscribe"])),
  },
};

/** Page routes whose action is the enquiry forms' action. */
const enquiryPages = [
  "/",
  "/aircraft",
  "/aircraft/:slug",
  "/acquisition",
  "/charter",
  "/about",
  "/contact",
  "/journal",
  "/ebook-landing",
];
for (const pattern of enquiryPages) {
  generators[pattern] = {
    url: () =>
      pattern.includes(":")
        ? fc
            .constantFrom("gulfstream-g500", "%00", "x".repeat(300))
            .map((slug) => pattern.replace(":slug", slug))
        : // A form on the home page posts to its index route.
          fc.constant(pattern === "/" ? "/?index" : pattern),
    body: enquiryForm,
  };
}

/** Anonymous posts to staff-only actions and endpoints: refused before the body is read. */
function anonymous(pattern: string) {
  const concrete = pattern
    .replace("*", "anything")
    .replace(/:[A-Za-z]+/g, () => "00000000-0000-4000-8000-000000000000");
  return {
    url: () =>
      fc.oneof(
        fc.constant(concrete),
        hostileText.map((text) =>
          concrete.replace(/0{8}-0{4}-4000-8000-0{12}/, encodeSegment(text)),
        ),
      ),
    body: anyFields,
  };
}

// ---------------------------------------------------------------------------------------------

let routes: AppRoute[];
let handle: AppHandler;
const serverErrors: { error: unknown; url: string }[] = [];
let ipCounter = 0;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

beforeAll(async () => {
  routes = await loadAppRoutes();
  handle = await createAppHandler(routes, {
    // React Router also reports the 4xx it answers itself (405 for a route without an
    // action); only failures it answers 500 are server errors.
    onError: (error, request) => {
      if (isRouteErrorResponse(error) && error.status < 500) return;
      serverErrors.push({ error, url: request.url });
    },
  });
});
beforeEach(async () => {
  serverErrors.length = 0;
  await emptyVisitorWrittenTables();
});

function targets(): Target[] {
  return routes
    .filter((route) => "action" in route.module && !(route.pattern in excluded))
    .map((route) => ({
      pattern: route.pattern,
      ...(generators[route.pattern] ??
        (route.pattern.startsWith("/admin") || route.pattern.startsWith("/api")
          ? anonymous(route.pattern)
          : {
              url: () => fc.constant(route.pattern),
              body: fc.constant({ contentType: null, body: null }),
            })),
    }));
}

async function send(
  method: string,
  url: string,
  { contentType, body }: Body,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { Origin: ORIGIN, ...headers } };
  if (contentType) (init.headers as Record<string, string>)["Content-Type"] = contentType;
  if (body !== null && method !== "GET" && method !== "HEAD") init.body = body;
  return handle(new Request(`${ORIGIN}${url}`, init), nextIp());
}

async function expectHandled(response: Response, url: string) {
  expect(response.status, `${url} answered ${response.status}`).toBeLessThan(500);
  expect(serverErrors, `${url} logged a server error`).toEqual([]);
  if (response.status >= 400 && new URL(url, ORIGIN).pathname.startsWith("/api/")) {
    const body = await response.json();
    expect(typeof body.error, `${url}: ${JSON.stringify(body)}`).toBe("string");
    if ("issues" in body) expect(Array.isArray(body.issues)).toBe(true);
  } else {
    await response.arrayBuffer();
  }
}

describe("the route table", () => {
  it("has a body generator or a reasoned exclusion for every route with an action", () => {
    const withAction = routes
      .filter((route) => "action" in route.module)
      .map((route) => route.pattern);
    const unguarded = withAction.filter(
      (pattern) =>
        !(pattern in excluded) &&
        !(pattern in generators) &&
        !pattern.startsWith("/admin") &&
        !pattern.startsWith("/api"),
    );
    expect(unguarded).toEqual([]);
    for (const pattern of Object.keys(generators)) expect(withAction).toContain(pattern);
    for (const pattern of Object.keys(excluded)) expect(withAction).toContain(pattern);
  });
});

describe("fuzzed posts", () => {
  it("never answer 5xx, keep the API's error shape and store nothing when refused", async () => {
    const all = targets();
    const request = fc
      .constantFrom(...all)
      .chain((target) =>
        fc.record({ pattern: fc.constant(target.pattern), url: target.url(), body: target.body }),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ url, body }) => {
        serverErrors.length = 0;
        const before = await visitorWrittenRowCounts();
        const response = await send("POST", url, body);
        await expectHandled(response, url);
        if (response.status >= 400) expect(await visitorWrittenRowCounts()).toEqual(before);
      }),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? 8_2026) },
    );
  }, 120_000);

  it("read little of a chunked body far over any limit, on every route with an action", async () => {
    const total = 64 * 1024 * 1024;
    for (const target of targets()) {
      const [url] = fc.sample(target.url(), { numRuns: 1, seed: 1 });
      if (!url) throw new Error(`no URL for ${target.pattern}`);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      });
      const isApi = new URL(url, ORIGIN).pathname.startsWith("/api/");
      const before = await visitorWrittenRowCounts();
      serverErrors.length = 0;
      const response = await handle(
        new Request(`${ORIGIN}${url}`, {
          method: "POST",
          headers: {
            Origin: ORIGIN,
            "Content-Type": isApi ? "application/json" : "application/x-www-form-urlencoded",
          },
          body,
          duplex: "half",
        } as RequestInit),
        nextIp(),
      );
      await expectHandled(response, url);
      expect(pulled, `${url} read ${pulled} bytes`).toBeLessThan(16 * 1024 * 1024);
      expect(await visitorWrittenRowCounts()).toEqual(before);
    }
  }, 120_000);

  it("reach every route with an action", () => {
    expect(
      targets()
        .map((target) => target.pattern)
        .sort(),
    ).toEqual(
      routes
        .filter((route) => "action" in route.module && !(route.pattern in excluded))
        .map((route) => route.pattern)
        .sort(),
    );
  });
});

describe("fuzzed public URLs", () => {
  const publicGets = [
    "/journal/%00",
    "/aircraft/%00",
    "/aircraft?search=%00",
    "/api/articles/%00",
    "/api/aircraft/%00",
    "/journal/%E0%A4%A",
    "/journal/..%2F..%2Fetc%2Fpasswd",
    "/journal?page=-1",
    "/journal?page=1e999",
    "/journal?page=%00",
    "/journal?category=%00",
    "/journal?category=%uD800",
    "/blog?page=0",
    "/aircraft?category=%00&page=-5",
    "/category/%00",
    "/newsletter/confirm?token=%00",
    "/newsletter/unsubscribe?token=%ED%A0%80",
    "/api/articles?page=1e999&pageSize=-1",
    "/api/articles/category/%00",
    "/api/%00",
    "/sitemap.xml?x=%00",
  ];

  it.each(publicGets)("GET %s answers without a server error", async (url) => {
    await expectHandled(await send("GET", url, { contentType: null, body: null }), url);
  });

  it("answers arbitrary slugs and query values of the public pages without a server error", async () => {
    const pages = routes
      .filter(
        (route) =>
          "loader" in route.module &&
          !route.pattern.startsWith("/admin") &&
          route.pattern !== "/api/auth/*",
      )
      .map((route) => route.pattern);
    const segment = hostileText.map((text) => encodeSegment(text).slice(0, 600));
    const url = fc
      .tuple(
        fc.constantFrom(...pages),
        segment,
        fc.constantFrom("page", "category", "search", "q", "pageSize", "token"),
        segment,
      )
      .map(
        ([pattern, value, key, query]) =>
          `${pattern.replace(/:[A-Za-z]+|\*/g, value || "x")}?${key}=${query}`,
      );
    await fc.assert(
      fc.asyncProperty(url, async (target) => {
        serverErrors.length = 0;
        await expectHandled(await send("GET", target, { contentType: null, body: null }), target);
      }),
      { numRuns: 80, seed: Number(process.env.FUZZ_SEED ?? 8_2026) },
    );
  }, 120_000);
});
