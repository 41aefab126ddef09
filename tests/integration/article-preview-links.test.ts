import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articleCategories, articlePreviewLinks, articles } from "~/db/schema";
import { seedCategories } from "~/db/seed/content/categories";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { createAccount, origin, signIn } from "../support/auth-session";

let app: AppHandler;
let cookie: string;
let draftId: string;

const linksOf = (articleId: string) => `/api/articles/${articleId}/preview-links`;

function call(
  method: string,
  path: string,
  { body, signedIn = true }: { body?: unknown; signedIn?: boolean } = {},
) {
  const headers: Record<string, string> = { Origin: origin() };
  if (signedIn) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return app(
    new Request(`${origin()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** A visitor with no session opening a path. */
const visit = (path: string) => app(new Request(`${origin()}${path}`));

async function share(days: number) {
  const response = await call("POST", linksOf(draftId), { body: { days } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string; expiresAt: string };
}

beforeAll(async () => {
  app = await createAppHandler(await loadAppRoutes());
  await db()
    .insert(articleCategories)
    .values(seedCategories.map((category, index) => ({ ...category, sortOrder: index })));
  const [draft] = await db()
    .insert(articles)
    .values({
      slug: "unannounced-g700-review",
      title: "The G700, reviewed before its announcement",
      content: "<p>Embargoed until the show.</p>",
      category: "aviation",
      categoryName: "Aviation",
      status: "draft",
    })
    .returning({ id: articles.id });
  draftId = draft?.id ?? "";
  await createAccount("editor@example.test", { admin: true });
  cookie = await signIn("editor@example.test");
});

describe("shared preview links", () => {
  it("show a draft to a visitor with no session, never cached or indexed, for the chosen days", async () => {
    const before = Date.now();
    const link = await share(7);
    const expires = new Date(link.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 60_000);
    expect(expires - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);

    const path = new URL(link.url).pathname;
    expect(path).toMatch(/^\/preview\/shared\/[A-Za-z0-9_-]{43}$/);
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain("The G700, reviewed before its announcement");
    expect(html).toContain("Embargoed until the show.");
    expect(html).toContain("Shared preview of an unpublished article");

    // The draft itself stays private.
    expect((await visit("/journal/unannounced-g700-review")).status).toBe(404);
    // Only the hash of the token is stored.
    const stored = await db()
      .select()
      .from(articlePreviewLinks)
      .where(eq(articlePreviewLinks.id, link.id));
    expect(JSON.stringify(stored)).not.toContain(path.split("/").at(-1));
  });

  it("stop working once expired or revoked, and say so", async () => {
    const expiring = await share(1);
    await db()
      .update(articlePreviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(articlePreviewLinks.id, expiring.id));
    const expired = await visit(new URL(expiring.url).pathname);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This preview link has expired");

    const revoked = await share(30);
    const listed = await (await call("GET", linksOf(draftId))).json();
    expect(listed.links.map((link: { id: string }) => link.id)).toContain(revoked.id);
    expect(listed.links.map((link: { id: string }) => link.id)).not.toContain(expiring.id);
    expect((await call("DELETE", `${linksOf(draftId)}?linkId=${revoked.id}`)).status).toBe(204);
    expect((await visit(new URL(revoked.url).pathname)).status).toBe(410);
    expect((await call("DELETE", `${linksOf(draftId)}?linkId=${revoked.id}`)).status).toBe(404);
  });

  it("open nothing for a made-up token, and are only made by admins with a known duration", async () => {
    expect((await visit(`/preview/shared/${"A".repeat(43)}`)).status).toBe(404);
    expect((await visit("/preview/shared/short%00token")).status).toBe(404);
    expect(
      (await call("POST", linksOf(draftId), { body: { days: 7 }, signedIn: false })).status,
    ).toBe(401);
    expect((await call("POST", linksOf(draftId), { body: { days: 365 } })).status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", linksOf(missing), { body: { days: 7 } })).status).toBe(404);
  });
});
