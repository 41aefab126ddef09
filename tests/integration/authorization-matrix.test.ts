import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, articles } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { createGenerationJob } from "~/models/article-generation-job.server";
import routes from "~/routes";
import { createAccount, origin, routeContext, signIn } from "../support/auth-session";

/**
 * Who may call what, derived from the route table: every page under /admin and every /api
 * endpoint, for every method its module accepts, as anonymous, as a signed-in account without
 * admin rights and as an admin. A new admin page or endpoint is covered without touching this
 * file; one that must be public has to be added to the exceptions below, with its reason.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const WRITE_METHODS: Method[] = ["POST", "PUT", "PATCH", "DELETE"];

type Exception = { methods: Method[] | "*"; path: string; reason: string };

/** Routes under /admin and /api that are not admin-only, and why. */
const PUBLIC_EXCEPTIONS: Exception[] = [
  { methods: "*", path: "admin/login", reason: "the sign-in page itself" },
  {
    methods: "*",
    path: "admin/signup",
    reason: "creating a staff account (admin rights come later)",
  },
  { methods: "*", path: "admin/forgot-password", reason: "asking for a password-reset link" },
  { methods: "*", path: "admin/reset-password", reason: "the emailed reset link's form" },
  { methods: ["GET"], path: "admin/verify-email", reason: "where a verification link lands" },
  {
    methods: "*",
    path: "admin/logout",
    reason: "any signed-in account may sign out (from the Access Denied page too)",
  },
  { methods: "*", path: "api/auth/*", reason: "better-auth's endpoints authenticate the caller" },
  { methods: "*", path: "api/*", reason: "the API's catch-all answers 404 to every method" },
  { methods: ["GET"], path: "api/altcha/challenge", reason: "proof-of-work for public forms" },
  { methods: ["POST"], path: "api/events", reason: "first-party analytics from every visitor" },
  { methods: ["GET"], path: "api/aircraft", reason: "the website's listed aircraft" },
  { methods: ["GET"], path: "api/aircraft/featured", reason: "the home page's featured aircraft" },
  { methods: ["GET"], path: "api/aircraft/:slugOrId", reason: "one listed aircraft" },
  { methods: ["GET"], path: "api/articles", reason: "published articles (drafts: admins only)" },
  { methods: ["GET"], path: "api/articles/id/:id", reason: "a published article by id" },
  {
    methods: ["GET"],
    path: "api/articles/category/:category",
    reason: "published articles of a category",
  },
  { methods: ["GET"], path: "api/articles/:slugOrId", reason: "a published article by slug" },
  { methods: ["POST"], path: "api/contact-submissions", reason: "a visitor's enquiry" },
  { methods: ["POST"], path: "api/charter-submissions", reason: "a visitor's charter request" },
  { methods: ["POST"], path: "api/consultations", reason: "a visitor's consultation request" },
  { methods: ["POST"], path: "api/newsletter-subscribe", reason: "a visitor's signup" },
  { methods: ["POST"], path: "api/ebook-leads", reason: "a visitor's guide request" },
];

type RouteModule = {
  default?: unknown;
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

type Endpoint = { path: string; file: string; kind: "page" | "api"; module: RouteModule };

/**
 * Every route module with the URL it answers. A pathless layout runs for each of its children,
 * so it is called at its first child's URL.
 */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const children = flatten(entry.children ?? [], own);
    const layoutPath = !entry.path && !entry.index ? children[0]?.path : undefined;
    return [{ path: layoutPath ?? own, file: entry.file }, ...children];
  });
}

const appDirectory = path.resolve(import.meta.dirname, "../../app");

async function protectedEndpoints(): Promise<Endpoint[]> {
  const all = flatten(routes).filter(
    ({ path: routePath }) => routePath === "admin" || /^(admin|api)\//.test(routePath),
  );
  const endpoints: Endpoint[] = [];
  for (const entry of all) {
    const module = (await import(path.join(appDirectory, entry.file))) as RouteModule;
    endpoints.push({
      ...entry,
      module,
      kind: entry.path.startsWith("api/") ? "api" : "page",
    });
  }
  return endpoints;
}

function isException(routePath: string, method: Method) {
  return PUBLIC_EXCEPTIONS.some(
    (exception) =>
      exception.path === routePath &&
      (exception.methods === "*" || exception.methods.includes(method)),
  );
}

let ids: { article: string; aircraft: string; category: string; generationJob: string };

/**
 * A record id for each path parameter. Deletions target an id that does not exist, so the
 * matrix never removes what the other cases use (a handled DELETE then answers 404).
 */
function paramsFor(routePath: string, method: Method) {
  const params: Record<string, string> = {};
  for (const segment of routePath.split("/")) {
    if (!segment.startsWith(":")) continue;
    const name = segment.slice(1);
    if (name === "category") params[name] = ids.category;
    else if (method === "DELETE") params[name] = MISSING_ID;
    else if (routePath.includes("aircraft")) params[name] = ids.aircraft;
    else if (routePath.includes("generation")) params[name] = ids.generationJob;
    else params[name] = ids.article;
  }
  return params;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function urlFor(routePath: string, method: Method) {
  const params = paramsFor(routePath, method);
  const filled = routePath
    .split("/")
    .map((segment) => (segment.startsWith(":") ? (params[segment.slice(1)] ?? segment) : segment))
    .join("/");
  return `${origin()}/${filled}`;
}

type Outcome = { status: number; location: string | null };

/** The HTTP status a loader or action answers, whether it returns or throws. */
function outcomeOf(value: unknown): Outcome {
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location") };
  }
  if (
    value &&
    typeof value === "object" &&
    (value as { type?: string }).type === "DataWithResponseInit"
  ) {
    const init = (value as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: new Headers(init?.headers).get("Location") };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null };
}

async function call(endpoint: Endpoint, method: Method, cookie: string | null): Promise<Outcome> {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  let body: BodyInit | undefined;
  if (method !== "GET") {
    headers.set("Origin", origin());
    if (endpoint.kind === "api") {
      headers.set("Content-Type", "application/json");
      body = "{}";
    } else {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = "";
    }
  }
  const request = new Request(urlFor(endpoint.path, method), { method, headers, body });
  const handler = method === "GET" ? endpoint.module.loader : endpoint.module.action;
  if (!handler) throw new Error(`${endpoint.file} has no handler for ${method}`);
  try {
    return outcomeOf(
      await handler({ request, params: paramsFor(endpoint.path, method), context: routeContext() }),
    );
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

type Case = { endpoint: Endpoint; method: Method };

let cases: Case[] = [];
let cookies: { admin: string; member: string };

beforeAll(async () => {
  await seedDatabase(db(), { onlyIfEmpty: false });
  const [article] = await db().select({ id: articles.id }).from(articles).limit(1);
  const [plane] = await db().select({ id: aircraft.id }).from(aircraft).limit(1);
  if (!article || !plane) throw new Error("seed content missing");
  await createAccount("chief@example.com", { admin: true });
  const job = await createGenerationJob({
    topics: [{ topic: "Matrix" }],
    category: "aviation",
    author: "A",
    generateImages: false,
    createdById: "matrix",
    createdByEmail: "chief@example.com",
  });
  ids = { article: article.id, aircraft: plane.id, category: "aviation", generationJob: job.id };

  await createAccount("member@example.com");
  cookies = {
    admin: await signIn("chief@example.com"),
    member: await signIn("member@example.com"),
  };

  const endpoints = await protectedEndpoints();
  const candidates: Case[] = [];
  for (const endpoint of endpoints) {
    if (endpoint.module.loader) candidates.push({ endpoint, method: "GET" });
    if (endpoint.module.action) {
      const methods = endpoint.kind === "page" ? (["POST"] as Method[]) : WRITE_METHODS;
      for (const method of methods) candidates.push({ endpoint, method });
    }
  }
  // A method the module does not serve answers 405 (or 404 from a route with nothing behind
  // it) even to an admin; every other one is in the matrix. A DELETE is probed on a missing
  // record, where a handled one answers 404.
  const accepted: Case[] = [];
  for (const candidate of candidates.filter((c) => !isException(c.endpoint.path, c.method))) {
    const probe = await call(candidate.endpoint, candidate.method, cookies.admin);
    const notServed =
      probe.status === 405 || (probe.status === 404 && candidate.method !== "DELETE");
    if (!notServed) accepted.push(candidate);
  }
  cases = accepted;
}, 120_000);

describe("authorization matrix", () => {
  it("covers every admin page and the admin API", () => {
    const covered = new Set(cases.map((c) => `${c.method} /${c.endpoint.path}`));
    for (const expected of [
      "GET /admin",
      "GET /admin/contact-submissions",
      "GET /admin/crm",
      "POST /admin/crm",
      "GET /admin/audit-log",
      "GET /api/contact-submissions",
      "GET /api/charter-submissions",
      "GET /api/newsletter-subscribers",
      "POST /api/send-contact-notification",
      "POST /api/send-charter-notification",
    ]) {
      expect(covered, expected).toContain(expected);
    }
    // Every admin page is in, without exception (the API's unserved methods drop out).
    const pages = flatten(routes).filter(
      (entry) => /^admin(\/|$)/.test(entry.path) && !isException(entry.path, "GET"),
    );
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const page of pages) {
      expect(
        cases.some((c) => c.method === "GET" && c.endpoint.file === page.file),
        page.file,
      ).toBe(true);
    }
    expect(cases.filter((c) => c.endpoint.kind === "api").length).toBeGreaterThanOrEqual(10);
  });

  it("names only routes that exist in its list of public exceptions", () => {
    const paths = new Set(flatten(routes).map((entry) => entry.path));
    for (const exception of PUBLIC_EXCEPTIONS)
      expect(paths, exception.path).toContain(exception.path);
  });

  it("sends anonymous callers to /admin/login (pages) or answers 401 (API)", async () => {
    for (const { endpoint, method } of cases) {
      const outcome = await call(endpoint, method, null);
      const label = `${method} /${endpoint.path}`;
      if (endpoint.kind === "page") {
        expect(outcome.status, label).toBe(302);
        expect(outcome.location, label).toMatch(/^\/admin\/login\?redirectTo=/);
      } else {
        expect(outcome.status, label).toBe(401);
      }
    }
  });

  it("answers 403 to a signed-in account without admin rights", async () => {
    for (const { endpoint, method } of cases) {
      const outcome = await call(endpoint, method, cookies.member);
      expect(outcome.status, `${method} /${endpoint.path}`).toBe(403);
    }
  });

  it("lets an admin through", async () => {
    for (const { endpoint, method } of cases) {
      const outcome = await call(endpoint, method, cookies.admin);
      const label = `${method} /${endpoint.path} → ${outcome.status}`;
      if (endpoint.kind === "page" && method === "GET") expect(outcome.status, label).toBe(200);
      expect([401, 403], label).not.toContain(outcome.status);
      // An endpoint may answer a deliberate 503 (e.g. no AI key configured), never a crash.
      expect(outcome.status, label).not.toBe(500);
    }
  });

  it("rejects a state-changing request from another site even with an admin's cookie", async () => {
    for (const { endpoint, method } of cases.filter((c) => c.method !== "GET")) {
      const request = new Request(urlFor(endpoint.path, method), {
        method,
        headers: {
          Cookie: cookies.admin,
          Origin: "https://evil.example",
          "Content-Type":
            endpoint.kind === "api" ? "application/json" : "application/x-www-form-urlencoded",
        },
        body: endpoint.kind === "api" ? "{}" : "",
      });
      const handler = endpoint.module.action;
      let outcome: Outcome;
      try {
        outcome = outcomeOf(
          await handler?.({
            request,
            params: paramsFor(endpoint.path, method),
            context: routeContext(),
          }),
        );
      } catch (thrown) {
        outcome = outcomeOf(thrown);
      }
      expect(outcome.status, `${method} /${endpoint.path}`).toBe(403);
    }
  });
});
