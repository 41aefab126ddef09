import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ArticleInput } from "~/schemas/article";
import { ensureBuild, preparedDataDir, runToExit, type ServerProcess, startServer } from "./server";

/**
 * The production server's page cache seen from outside: pages are cached for anonymous
 * visitors, and every kind of content write — through the admin API of this server or of
 * another one, or straight into the database — shows on the next anonymous GET of each page
 * that displays it.
 */

const ADMIN_EMAIL = "editor@example.com";
const ADMIN_PASSWORD = "Correct-Horse-42";
const AUTH_SECRET = "a-shared-secret-of-at-least-thirty-two-characters";

type Site = { url: string };

async function page(site: Site, pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${pathAndQuery}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    body: await response.text(),
  };
}

/** Visits a page twice so it is stored, and checks it is. */
/**
 * Caches a page before a write, so that seeing the change proves the write dropped it. Retried:
 * across servers, the notice of the previous scenario's write may still be on its way and drop
 * the page once more.
 */
async function warm(site: Site, pathAndQuery: string) {
  await vi.waitFor(
    async () => {
      await page(site, pathAndQuery);
      expect((await page(site, pathAndQuery)).cache).toBe("hit");
    },
    { timeout: 10_000, interval: 200 },
  );
}

async function signIn(site: Site): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function api(site: Site, cookie: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${site.url}${pathname}`, {
    method,
    headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${pathname}`).toBeLessThan(300);
  return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/** An article as the API answers it; the scenarios send back all but its search and social fields. */
type Article = { id: string } & Omit<ArticleInput, "metaTitle" | "metaDescription" | "socialImage">;

/** Saves `changes` to an article through the admin API, as the article form does. */
function saveArticle(site: Site, cookie: string, article: Article, changes: Partial<Article>) {
  const { title, slug, author, category, image, imageAlt, excerpt, content, status } = {
    ...article,
    ...changes,
  };
  const body = { title, slug, author, category, image, imageAlt, excerpt, content, status };
  return api(site, cookie, "PUT", `/api/articles/${article.id}`, body);
}

const readArticle = async (site: Site, cookie: string, slug: string) =>
  (await api(site, cookie, "GET", `/api/articles/${slug}`)) as unknown as Article;

/**
 * The scenarios, run with writes through `writer` and reads through `reader` (the same server
 * on the embedded database; two servers on PostgreSQL). `seen` asserts a page shows a change:
 * at once where the notification is synchronous, within a few seconds across processes.
 */
function contentChangeScenarios(
  servers: () => { writer: Site; reader: Site },
  seen: (check: () => Promise<void>) => Promise<void>,
) {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signIn(servers().writer);
  });

  it("caches an anonymous page; a session cookie, a forged cookie or another query bypass it", async () => {
    const { reader } = servers();
    await page(reader, "/journal");
    const cached = await page(reader, "/journal");
    expect(cached.cache).toBe("hit");
    const signedIn = await page(reader, "/journal", { Cookie: cookie });
    expect(signedIn.cache).toBe("bypass");
    const forged = await page(reader, "/journal", { Cookie: "aurum.session_token=forged.value" });
    expect(forged.cache).toBe("bypass");
    expect((await page(reader, "/journal?utm_source=x")).cache).toBe("bypass");
    const after = await page(reader, "/journal");
    expect(after.cache).toBe("hit");
    expect(after.body).toBe(cached.body);
  });

  it("shows an article edit on the journal list, the article and the feed", async () => {
    const { writer, reader } = servers();
    const article = await readArticle(writer, cookie, "part-91-vs-part-135-charter");
    const pages = [
      `/journal?category=${article.category}`,
      `/journal/${article.slug}`,
      "/journal/rss.xml",
    ];
    for (const pathname of pages) await warm(reader, pathname);
    const title = "Private jet charter, explained from first call to wheels up";
    await saveArticle(writer, cookie, article, { title });
    for (const pathname of pages) {
      await seen(async () => expect((await page(reader, pathname)).body).toContain(title));
    }
  });

  it("shows a publication, an unpublication and a deletion everywhere the article is listed", async () => {
    const { writer, reader } = servers();
    const draft = (await api(writer, cookie, "POST", "/api/articles", {
      title: "Cache Invalidation Over The Atlantic",
      slug: "cache-invalidation-over-the-atlantic",
      category: "industry-insights",
      excerpt: "A new article.",
      content: "<p>Fresh words.</p>",
      status: "draft",
    })) as unknown as Article;
    const pages = ["/journal", "/journal/rss.xml", "/sitemap.xml"];
    for (const pathname of pages) await warm(reader, pathname);
    const articlePath = `/journal/${draft.slug}`;
    expect((await page(reader, articlePath)).status).toBe(404);

    await api(writer, cookie, "POST", "/api/articles/publish", { ids: [draft.id] });
    for (const pathname of pages) {
      await seen(async () => expect((await page(reader, pathname)).body).toContain(draft.slug));
    }
    await seen(async () => expect((await page(reader, articlePath)).status).toBe(200));

    await warm(reader, articlePath);
    await saveArticle(writer, cookie, draft, { status: "draft" });
    await seen(async () => expect((await page(reader, articlePath)).status).toBe(404));
    for (const pathname of pages) {
      await seen(async () => expect((await page(reader, pathname)).body).not.toContain(draft.slug));
    }

    await saveArticle(writer, cookie, draft, { status: "published" });
    await seen(async () => expect((await page(reader, articlePath)).status).toBe(200));
    await warm(reader, articlePath);
    await warm(reader, "/journal");
    await api(writer, cookie, "DELETE", `/api/articles/${draft.id}`);
    await seen(async () => expect((await page(reader, articlePath)).status).toBe(404));
    await seen(async () => expect((await page(reader, "/journal")).body).not.toContain(draft.slug));
  });

  it("moves an article between category lists when its category changes", async () => {
    const { writer, reader } = servers();
    const article = await readArticle(writer, cookie, "part-91-vs-part-135-charter");
    const other = article.category === "market-trends" ? "industry-insights" : "market-trends";
    const from = `/journal?category=${article.category}`;
    const to = `/journal?category=${other}`;
    await warm(reader, from);
    await warm(reader, to);
    expect((await page(reader, to)).body).not.toContain(`/journal/${article.slug}"`);
    await saveArticle(writer, cookie, article, { category: other });
    await seen(async () =>
      expect((await page(reader, to)).body).toContain(`/journal/${article.slug}"`),
    );
    await seen(async () =>
      expect((await page(reader, from)).body).not.toContain(`/journal/${article.slug}"`),
    );
  });

  it("shows an aircraft change on the home page, the aircraft list and its own page", async () => {
    const { writer, reader } = servers();
    const aircraft = (await api(writer, cookie, "GET", "/api/aircraft/gulfstream-g500")) as {
      id: string;
    };
    const pages = ["/", "/aircraft", "/aircraft/gulfstream-g500"];
    for (const pathname of pages) await warm(reader, pathname);
    const name = "Gulfstream G500 Signature Edition";
    await api(writer, cookie, "PUT", `/api/aircraft/${aircraft.id}`, { name });
    for (const pathname of pages) {
      await seen(async () => expect((await page(reader, pathname)).body).toContain(name));
    }
  });
}

function createAdmin(env: Record<string, string>) {
  return runToExit(
    "npx",
    ["tsx", "scripts/admin-create.ts", "--email", ADMIN_EMAIL, "--password", ADMIN_PASSWORD],
    env,
  );
}

describe("page cache on the embedded database", { timeout: 120_000 }, () => {
  const dataDir = preparedDataDir("page-cache-");
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ensureBuild();
    expect((await createAdmin({ DATA_DIR: dataDir })).code).toBe(0);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite delivers the notification before the writing query returns: no waiting at all.
  contentChangeScenarios(
    () => ({ writer: server as Site, reader: server as Site }),
    (check) => check(),
  );
});

const postgresBase = process.env.TEST_DATABASE_URL;

describe.runIf(postgresBase)(
  "page cache on PostgreSQL with two servers",
  { timeout: 120_000 },
  () => {
    const database = `cache_${process.pid}_${Date.now().toString(36)}`;
    const url = new URL(postgresBase ?? "postgres://invalid");
    url.pathname = `/${database}`;
    const databaseUrl = url.toString();
    let first: ServerProcess | undefined;
    let second: ServerProcess | undefined;

    async function admin(sql: string) {
      const client = new pg.Client({ connectionString: postgresBase });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      ensureBuild();
      await admin(`CREATE DATABASE ${database}`);
      const env = { DATABASE_URL: databaseUrl, AUTH_SECRET, LOG_LEVEL: "warn" };
      expect((await createAdmin(env)).code).toBe(0);
      first = await startServer(env);
      second = await startServer(env);
    }, 240_000);
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    // A write through one server reaches the other through LISTEN/NOTIFY, a moment later.
    contentChangeScenarios(
      () => ({ writer: first as Site, reader: second as Site }),
      (check) => vi.waitFor(check, { timeout: 10_000, interval: 100 }),
    );

    /** A write made by another process, straight into the database, not through the app. */
    async function renameAircraftDirectly(slug: string, name: string) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("UPDATE aircraft SET name = $1 WHERE slug = $2", [name, slug]);
      await client.end();
    }

    async function waitUntilPageShows(site: Site, path: string, text: string) {
      await vi.waitFor(async () => expect((await page(site, path)).body).toContain(text), {
        timeout: 10_000,
        interval: 100,
      });
    }

    it("drops cached pages on a write made straight into the database by another process", async () => {
      const site = second as Site;
      await warm(site, "/aircraft/gulfstream-iv-sp");
      await renameAircraftDirectly("gulfstream-iv-sp", "Gulfstream IV-SP Heritage");
      await waitUntilPageShows(site, "/aircraft/gulfstream-iv-sp", "Gulfstream IV-SP Heritage");
    });

    it("keeps serving and clears the cache after its LISTEN connection is killed", async () => {
      const site = second as Site;
      await warm(site, "/fleet");
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND query ILIKE 'LISTEN%'`,
      );
      await vi.waitFor(async () => expect((await page(site, "/fleet")).cache).toBe("miss"), {
        timeout: 10_000,
        interval: 100,
      });
      await renameAircraftDirectly("gulfstream-g500", "Gulfstream G500 After Reconnect");
      await waitUntilPageShows(
        site,
        "/aircraft/gulfstream-g500",
        "Gulfstream G500 After Reconnect",
      );
    });
  },
);
