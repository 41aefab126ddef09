import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { articles, auditLog, mediaAssets } from "~/db/schema";
import {
  createArticle,
  findArticleById,
  findArticles,
  publishArticles,
  updateArticle,
} from "~/models/article.server";
import * as articleImagesRoute from "~/routes/api/article-images";
import * as articlesRoute from "~/routes/api/articles";
import * as bySlugRoute from "~/routes/api/articles.$slugOrId";
import * as categoryRoute from "~/routes/api/articles.category.$category";
import * as byIdRoute from "~/routes/api/articles.id.$id";
import * as previewRoute from "~/routes/api/articles.preview.$articleId";
import * as publishRoute from "~/routes/api/articles.publish";
import { ArticleSchema } from "~/schemas/article";
import {
  ARTICLE_IMAGE_UPLOAD,
  createArticleAs,
  deleteArticleAs,
  publishArticlesAs,
  storeArticleImageAs,
  updateArticleAs,
} from "~/services/articles/articles.server";
import { readUploadedFile } from "~/utils/storage.server";
import { insertSeedCategories } from "../support/article-categories";
import { adminActor, createAccount, signIn } from "../support/auth-session";
import { failureOf } from "../support/failure";
import { callJsonRoute as call, jsonRequest as send } from "../support/route-call";
import { temporaryUploads } from "../support/uploads";

const ORIGIN = "http://localhost:3000";

const get = (url: string) => new Request(`${ORIGIN}${url}`);

async function insertArticle(values: {
  slug: string;
  status: "draft" | "published";
  category?: string;
  publishedAt?: Date | null;
}) {
  const now = new Date();
  const [row] = await db()
    .insert(articles)
    .values({
      title: `Title of ${values.slug}`,
      slug: values.slug,
      excerpt: "An excerpt",
      content: "<p>Body</p>",
      author: "Editorial Team",
      category: values.category ?? "aviation",
      categoryName: "Aviation",
      status: values.status,
      publishedAt:
        values.publishedAt === undefined
          ? values.status === "published"
            ? now
            : null
          : values.publishedAt,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

const uploads = temporaryUploads();
let draftId: string;
let publishedId: string;

beforeAll(async () => {
  await insertSeedCategories();
  publishedId = await insertArticle({
    slug: "published-one",
    status: "published",
    publishedAt: new Date("2026-01-02T00:00:00Z"),
  });
  await insertArticle({
    slug: "published-two",
    status: "published",
    category: "business",
    publishedAt: new Date("2026-01-03T00:00:00Z"),
  });
  await insertArticle({
    slug: "published-three",
    status: "published",
    publishedAt: new Date("2026-01-01T00:00:00Z"),
  });
  draftId = await insertArticle({ slug: "secret-draft", status: "draft" });
});

describe("anonymous reads see published articles only", () => {
  it("lists published articles newest first with paging and a total", async () => {
    const { status, body } = await call(
      articlesRoute.loader,
      get("/api/articles?page=1&pageSize=2"),
    );
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.articles.map((a: { slug: string }) => a.slug)).toEqual([
      "published-two",
      "published-one",
    ]);
    expect(body.articles[0]).toMatchObject({
      categoryName: "Aviation",
      status: "published",
      publishedAt: "2026-01-03T00:00:00.000Z",
    });
    expect(body.articles[0]).not.toHaveProperty("content");
    const second = await call(articlesRoute.loader, get("/api/articles?page=2&pageSize=2"));
    expect(second.body.articles.map((a: { slug: string }) => a.slug)).toEqual(["published-three"]);
  });

  it("ignores flags that would reveal drafts", async () => {
    for (const query of ["?published=false", "?status=draft", "?search=secret"]) {
      const { body } = await call(articlesRoute.loader, get(`/api/articles${query}`));
      expect(body.articles.some((a: { slug: string }) => a.slug === "secret-draft")).toBe(false);
    }
  });

  it("rejects a malformed page with 400 in the one error shape", async () => {
    const { status, body } = await call(articlesRoute.loader, get("/api/articles?pageSize=1000"));
    expect(status).toBe(400);
    expect(body.error).toBe("Invalid input");
    expect(body.issues[0].path).toBe("pageSize");
  });

  it("answers a published article by slug and 404 for a draft or unknown slug", async () => {
    const found = await call(bySlugRoute.loader, get("/api/articles/published-one"), {
      slugOrId: "published-one",
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ slug: "published-one", content: "<p>Body</p>" });
    for (const slug of ["secret-draft", "nope"]) {
      const missing = await call(bySlugRoute.loader, get(`/api/articles/${slug}`), {
        slugOrId: slug,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: "Article not found" });
    }
  });

  it("answers by id only for published articles", async () => {
    const found = await call(byIdRoute.loader, get(`/api/articles/id/${publishedId}`), {
      id: publishedId,
    });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(publishedId);
    const draft = await call(byIdRoute.loader, get(`/api/articles/id/${draftId}`), { id: draftId });
    expect(draft.status).toBe(404);
    const malformed = await call(byIdRoute.loader, get("/api/articles/id/x"), { id: "x" });
    expect(malformed.status).toBe(404);
  });

  it("never shows a visitor the edits staged on a live article", async () => {
    await db()
      .update(articles)
      .set({
        staged: sql`${JSON.stringify({ title: "Unannounced", content: "<p>Embargoed</p>" })}::jsonb`,
      })
      .where(eq(articles.id, publishedId));
    try {
      const reads = [
        await call(bySlugRoute.loader, get("/api/articles/published-one"), {
          slugOrId: "published-one",
        }),
        await call(byIdRoute.loader, get(`/api/articles/id/${publishedId}`), { id: publishedId }),
      ];
      for (const { status, body } of reads) {
        expect(status).toBe(200);
        expect(body.staged).toBeNull();
        expect(JSON.stringify(body)).not.toContain("Embargoed");
      }
    } finally {
      await db().update(articles).set({ staged: null }).where(eq(articles.id, publishedId));
    }
  });

  it("lists a category's published articles and 404s an unknown category", async () => {
    const { status, body } = await call(
      categoryRoute.loader,
      get("/api/articles/category/business"),
      { category: "business" },
    );
    expect(status).toBe(200);
    expect(body.category).toEqual({ slug: "business", name: "Business" });
    expect(body.articles.map((a: { slug: string }) => a.slug)).toEqual(["published-two"]);
    const unknown = await call(categoryRoute.loader, get("/api/articles/category/nope"), {
      category: "nope",
    });
    expect(unknown.status).toBe(404);
  });

  it("keeps the preview API for admins", async () => {
    const { status, body } = await call(
      previewRoute.loader,
      get(`/api/articles/preview/${draftId}`),
      { articleId: draftId },
    );
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Authentication required" });
  });
});

describe("writes need an admin", () => {
  const payload = { title: "New", category: "aviation" };

  it("answers 401 to anonymous writes", async () => {
    const attempts = [
      call(articlesRoute.action, send("POST", "/api/articles", payload)),
      call(bySlugRoute.action, send("PUT", `/api/articles/${draftId}`, payload), {
        slugOrId: draftId,
      }),
      call(bySlugRoute.action, send("DELETE", `/api/articles/${draftId}`), { slugOrId: draftId }),
      call(publishRoute.action, send("POST", "/api/articles/publish", { ids: [draftId] })),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: "Authentication required" });
    }
    const [row] = await db().select().from(articles).where(eq(articles.id, draftId));
    expect(row?.status).toBe("draft");
  });

  it("rejects cross-site writes before anything else", async () => {
    const result = await call(
      articlesRoute.action,
      send("POST", "/api/articles", payload, { Origin: "https://evil.example" }),
    );
    expect(result.status).toBe(403);
    expect(result.body.error).toBe("Cross-origin request rejected");
  });

  it("answers 405 to unsupported methods", async () => {
    const result = await call(articlesRoute.action, send("PATCH", "/api/articles", payload));
    expect(result.status).toBe(405);
    expect(result.headers.get("Allow")).toBe("GET, POST");
  });

  it("answers 401 to an anonymous image upload", async () => {
    const form = new FormData();
    form.set(
      "file",
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "a.jpg", { type: "image/jpeg" }),
    );
    const request = new Request(`${ORIGIN}/api/article-images`, {
      method: "POST",
      headers: { Origin: ORIGIN },
      body: form,
    });
    const result = await call(articleImagesRoute.action, request);
    expect(result.status).toBe(401);
    expect(fs.readdirSync(uploads.dir)).toEqual([]);
  });
});

describe("admin article operations", () => {
  const input = (fields: Record<string, unknown>) =>
    ArticleSchema.parse({ category: "luxury-travel", ...fields });

  it("creates a draft with a derived slug, the category label and sanitized HTML", async () => {
    const article = await createArticleAs(
      adminActor,
      input({
        title: "  Flying Private: A Guide for 2027!  ",
        author: "Jane Doe",
        content: '<h1>Intro</h1><p onclick="x()">Hi<script>alert(1)</script></p>',
      }),
    );
    expect(article).toMatchObject({
      title: "Flying Private: A Guide for 2027!",
      slug: "flying-private-a-guide-for-2027",
      categoryName: "Luxury Travel",
      status: "draft",
      publishedAt: null,
      author: "Jane Doe",
    });
    expect(article.content).toBe("<h2>Intro</h2><p>Hi</p>");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, article.id));
    expect(entry).toMatchObject({ action: "article.create", actorEmail: "admin@example.test" });
  });

  it("sets publishedAt when created published", async () => {
    const article = await createArticleAs(
      adminActor,
      input({ title: "Published now", status: "published" }),
    );
    expect(article.status).toBe("published");
    expect(article.publishedAt).toBeInstanceOf(Date);
  });

  it("answers 409 for a taken slug and 400 for an unknown category", async () => {
    const taken = await failureOf(
      createArticleAs(adminActor, input({ title: "Another", slug: "published-one" })),
    );
    expect(taken).toMatchObject({ status: 409, issues: [{ path: "slug" }] });
    const unknown = await failureOf(
      createArticleAs(adminActor, input({ title: "X", category: "nope" })),
    );
    expect(unknown.status).toBe(400);
  });

  it("publishes on update, keeps the date on re-save and clears it for a draft", async () => {
    const created = await createArticleAs(adminActor, input({ title: "Lifecycle" }));
    const before = created.updatedAt.getTime();
    const published = await updateArticleAs(
      adminActor,
      created.id,
      input({ title: "Lifecycle", slug: created.slug, status: "published" }),
    );
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(published.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    const resaved = await updateArticleAs(
      adminActor,
      created.id,
      input({ title: "Lifecycle edited", slug: created.slug, status: "published" }),
    );
    expect(resaved.publishedAt?.getTime()).toBe(published.publishedAt?.getTime());
    const draft = await updateArticleAs(
      adminActor,
      created.id,
      input({ title: "Lifecycle edited", slug: created.slug, status: "draft" }),
    );
    expect(draft.publishedAt).toBeNull();
    expect(draft.status).toBe("draft");
  });

  it("404s updating or deleting a missing article", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      await failureOf(updateArticleAs(adminActor, missing, input({ title: "X" }))),
    ).toMatchObject({
      status: 404,
    });
    expect(await failureOf(deleteArticleAs(adminActor, missing))).toMatchObject({ status: 404 });
  });

  it("bulk-publishes drafts now and leaves published dates alone", async () => {
    const a = await createArticleAs(adminActor, input({ title: "Bulk A" }));
    const b = await createArticleAs(adminActor, input({ title: "Bulk B" }));
    const published = await publishArticlesAs(adminActor, [a.id, b.id, publishedId]);
    expect(published.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    const reread = await findArticleById(publishedId, { scope: "any" });
    expect(reread?.publishedAt?.toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(await failureOf(publishArticlesAs(adminActor, []))).toMatchObject({
      status: 400,
      error: "Please select articles to publish.",
    });
  });

  it("deletes an article", async () => {
    const article = await createArticleAs(adminActor, input({ title: "Short lived" }));
    await deleteArticleAs(adminActor, article.id);
    expect(await findArticleById(article.id, { scope: "any" })).toBeNull();
  });
});

describe("article model scopes", () => {
  it("lists everything for admins with status and search filters", async () => {
    const all = await findArticles({ scope: "any", search: "secret" });
    expect(all.articles.map((a) => a.slug)).toEqual(["secret-draft"]);
    const drafts = await findArticles({ scope: "any", status: "draft", pageSize: 100 });
    expect(drafts.articles.every((a) => a.status === "draft")).toBe(true);
    const publishedOnly = await findArticles({ scope: "published", status: "draft" });
    expect(publishedOnly.total).toBe(0);
  });

  it("reports a slug conflict and an unknown id without throwing", async () => {
    const write = {
      title: "T",
      slug: "published-one",
      excerpt: "",
      content: "",
      author: "",
      image: null,
      category: "aviation",
      status: "draft" as const,
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    };
    expect(await createArticle(write)).toEqual({ ok: false, reason: "slug-taken" });
    expect(
      await updateArticle("00000000-0000-4000-8000-000000000000", { ...write, slug: "free-slug" }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await publishArticles([])).toEqual([]);
  });
});

describe("article image upload", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const upload = (file: File) => {
    const form = new FormData();
    form.set("file", file);
    return new Request(`${ORIGIN}/api/article-images`, { method: "POST", body: form });
  };
  const storeUploaded = async (request: Request) =>
    storeArticleImageAs(adminActor, await readUploadedFile(request, ARTICLE_IMAGE_UPLOAD));

  it("processes a real image into WebP variants and answers the URL pages use", async () => {
    const bytes = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const first = await storeUploaded(
      upload(new File([bytes], "Cover.PNG", { type: "image/png" })),
    );
    const second = await storeUploaded(
      upload(new File([bytes], "Cover.PNG", { type: "image/png" })),
    );
    expect(first.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\/w1000\.webp$/);
    expect(second.url).not.toBe(first.url);
    expect(first).toMatchObject({ width: 1000, height: 500 });
    expect(first.variants.map((variant) => variant.width)).toEqual([400, 800, 1000]);
    const main = fs.readFileSync(path.join(uploads.dir, first.url.replace("/uploads/", "")));
    expect((await sharp(main).metadata()).format).toBe("webp");
  });

  it("keeps the untouched original under its real format", async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#abcdef" },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeUploaded(
      upload(new File([jpeg], "photo.png", { type: "image/png" })),
    );
    const [asset] = await db().select().from(mediaAssets).where(eq(mediaAssets.src, stored.url));
    const original = asset?.storageKeys.find((key) => key.includes("original"));
    expect(original).toMatch(/original\.jpg$/);
    expect(fs.readFileSync(path.join(uploads.dir, original ?? ""))).toEqual(jpeg);
  });

  it("rejects files that are not images, whatever they claim", async () => {
    const cases = [
      new File(["hello"], "note.txt", { type: "text/plain" }),
      new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }),
      new File(["not really"], "fake.png", { type: "image/png" }),
      new File([png], "image.bmp", { type: "image/bmp" }),
    ];
    for (const file of cases) {
      expect(await failureOf(storeUploaded(upload(file)))).toMatchObject({
        status: 415,
        error: "Please upload an image file.",
      });
    }
  });

  it("rejects images over 5 MB with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(
      await failureOf(storeUploaded(upload(new File([big], "big.png", { type: "image/png" })))),
    ).toMatchObject({ status: 413, error: "Please upload an image smaller than 5MB." });
  });

  it("needs a multipart body with exactly one file", async () => {
    expect(
      await failureOf(storeUploaded(send("POST", "/api/article-images", { url: "x" }))),
    ).toMatchObject({ status: 415 });
    const empty = new Request(`${ORIGIN}/api/article-images`, {
      method: "POST",
      body: new FormData(),
    });
    expect(await failureOf(storeUploaded(empty))).toMatchObject({ status: 400 });
  });
});

describe("through the API with a session", () => {
  let adminCookie: string;
  let userCookie: string;
  const asAdmin = (request: Request) => {
    request.headers.set("Cookie", adminCookie);
    return request;
  };

  beforeAll(async () => {
    await createAccount("editor@example.test", { admin: true });
    await createAccount("reader@example.test");
    adminCookie = await signIn("editor@example.test");
    userCookie = await signIn("reader@example.test");
  });

  it("shows admins drafts, filtered with ?published=true or ?status", async () => {
    const all = await call(articlesRoute.loader, asAdmin(get("/api/articles?pageSize=100")));
    expect(all.body.articles.some((a: { slug: string }) => a.slug === "secret-draft")).toBe(true);
    const published = await call(
      articlesRoute.loader,
      asAdmin(get("/api/articles?published=true&pageSize=100")),
    );
    expect(published.body.articles.every((a: { status: string }) => a.status === "published")).toBe(
      true,
    );
    const drafts = await call(articlesRoute.loader, asAdmin(get("/api/articles?status=draft")));
    expect(drafts.body.articles.every((a: { status: string }) => a.status === "draft")).toBe(true);
    const draft = await call(bySlugRoute.loader, asAdmin(get("/api/articles/secret-draft")), {
      slugOrId: "secret-draft",
    });
    expect(draft.status).toBe(200);
  });

  it("previews drafts for admins only", async () => {
    const preview = await call(
      previewRoute.loader,
      asAdmin(get(`/api/articles/preview/${draftId}`)),
      { articleId: draftId },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      title: "Title of secret-draft",
      categoryName: "Aviation",
      status: "draft",
      content: "<p>Body</p>",
    });
    expect(preview.body.date).toBe(preview.body.createdAt);
    const request = get(`/api/articles/preview/${draftId}`);
    request.headers.set("Cookie", userCookie);
    const denied = await call(previewRoute.loader, request, { articleId: draftId });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: "You don't have permission to access this area." });
  });

  it("answers 403 to a signed-in non-admin's write", async () => {
    const request = send("POST", "/api/articles", { title: "Nope", category: "aviation" });
    request.headers.set("Cookie", userCookie);
    const result = await call(articlesRoute.action, request);
    expect(result.status).toBe(403);
  });

  it("creates, updates, publishes and deletes", async () => {
    const created = await call(
      articlesRoute.action,
      asAdmin(
        send("POST", "/api/articles", {
          title: "Via the API",
          category: "business",
          content: "<p>Hello</p><img src=x onerror=alert(1)>",
          categoryName: "ignored",
          publishedAt: "2020-01-01T00:00:00Z",
        }),
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "via-the-api",
      categoryName: "Business",
      status: "draft",
      publishedAt: null,
    });
    expect(created.body.content).not.toContain("onerror");
    const id = created.body.id;

    const conflict = await call(
      articlesRoute.action,
      asAdmin(send("POST", "/api/articles", { title: "Via the API", category: "business" })),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.issues[0].path).toBe("slug");

    const invalid = await call(
      articlesRoute.action,
      asAdmin(send("POST", "/api/articles", { title: "", category: "" })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "category",
      "title",
    ]);

    const updated = await call(
      bySlugRoute.action,
      asAdmin(
        send("PUT", `/api/articles/${id}`, {
          title: "Via the API, edited",
          slug: "via-the-api",
          category: "business",
          status: "published",
        }),
      ),
      { slugOrId: id },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Via the API, edited", status: "published" });
    expect(updated.body.publishedAt).not.toBeNull();

    const draft = await call(
      articlesRoute.action,
      asAdmin(send("POST", "/api/articles", { title: "Publish me", category: "aviation" })),
    );
    const publish = await call(
      publishRoute.action,
      asAdmin(send("POST", "/api/articles/publish", { ids: [draft.body.id] })),
    );
    expect(publish.status).toBe(200);
    expect(publish.body.count).toBe(1);

    const deleted = await call(bySlugRoute.action, asAdmin(send("DELETE", `/api/articles/${id}`)), {
      slugOrId: id,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(byIdRoute.loader, asAdmin(get(`/api/articles/id/${id}`)), { id });
    expect(gone.status).toBe(404);
  });

  it("uploads an article image", async () => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#0a2540" },
    })
      .png()
      .toBuffer();
    form.set("file", new File([png], "cover.png", { type: "image/png" }));
    const request = new Request(`${ORIGIN}/api/article-images`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: adminCookie },
      body: form,
    });
    const result = await call(articleImagesRoute.action, request);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ width: 900, height: 600 });
    expect(result.body.url).toMatch(/^\/uploads\/media\/.+\/w900\.webp$/);
    expect(result.body.variants).toEqual([
      { url: expect.stringMatching(/\/w400\.webp$/), width: 400, height: 267 },
      { url: expect.stringMatching(/\/w800\.webp$/), width: 800, height: 533 },
      { url: result.body.url, width: 900, height: 600 },
    ]);
  });
});
