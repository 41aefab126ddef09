import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { business } from "~/config/business";
import { db } from "~/db/client.server";
import { articleCategories, articles, mediaAssets } from "~/db/schema";
import { findArticleById } from "~/models/article.server";
import { listArticleRevisions } from "~/models/article-revision.server";
import { listMediaUsages } from "~/models/media.server";
import { loader as revisionsLoader } from "~/routes/admin/articles.$id.revisions";
import { action as editAction } from "~/routes/admin/articles.edit.$id";
import * as articlesRoute from "~/routes/api/articles";
import { loader as articleLoader, meta as articleMeta } from "~/routes/site/journal.$slug";
import { ArticleSchema } from "~/schemas/article";
import type { Actor } from "~/services/actor";
import {
  createArticleFromEditorAs,
  restoreArticleRevisionAs,
  saveArticleFromEditorAs,
} from "~/services/articles/editing.server";
import { env } from "~/utils/env.server";
import { createAccount, origin, routeContext, signIn } from "../support/auth-session";

const editor: Actor = {
  user: { id: "user-seo", email: "seo@aurum.test", isAdmin: true },
  ip: null,
};

/** A processed upload as the image pipeline records it: the widest variant is its `src`. */
function uploadedImage(name: string, sizes: [number, number][]) {
  const variants = sizes.map(([width, height]) => ({
    url: `/uploads/media/${name}/w${width}.webp`,
    width,
    height,
  }));
  const widest = variants.at(-1);
  if (!widest) throw new Error("an image has variants");
  return { src: widest.url, width: widest.width, height: widest.height, variants };
}

const cover = uploadedImage("seo-cover", [
  [400, 225],
  [800, 450],
  [1600, 900],
]);
const social = uploadedImage("seo-social", [
  [400, 210],
  [1200, 630],
]);

let session = "";

beforeAll(async () => {
  await db().insert(articleCategories).values({ slug: "aviation", name: "Aviation" });
  await db().insert(mediaAssets).values([cover, social]);
  await createAccount("seo-desk@example.test", { admin: true });
  session = await signIn("seo-desk@example.test");
});

function input(fields: Record<string, unknown>) {
  return ArticleSchema.parse({
    excerpt: "Where the runway ends and the mountains begin.",
    author: "Desk",
    category: "aviation",
    content: "<p>Body</p>",
    status: "published",
    ...fields,
  });
}

async function published(fields: Record<string, unknown>) {
  const outcome = await createArticleFromEditorAs(editor, input(fields), { acceptCleaning: false });
  if (outcome.status !== "saved") throw new Error(`not created: ${outcome.status}`);
  return outcome.article;
}

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
type AnyArgs = any;

/** The article page's head as a visitor's browser gets it: its tags by name or property. */
async function head(slug: string) {
  const loaderData = await articleLoader({
    request: new Request(`${origin()}/journal/${slug}`),
    params: { slug },
    context: routeContext(),
  } as AnyArgs);
  const tags = articleMeta({
    loaderData,
    matches: [{ id: "root", data: { origin: origin() } }],
  } as AnyArgs) as Record<string, unknown>[];
  const content = (key: string) => {
    const tag = tags.find((item) => item.name === key || item.property === key);
    return tag?.content as string | undefined;
  };
  const jsonLd = tags
    .map((tag) => tag["script:ld+json"] as Record<string, unknown> | undefined)
    .find((item) => item?.["@type"] === "BlogPosting");
  return {
    title: tags.find((tag) => "title" in tag)?.title,
    content,
    posting: jsonLd,
  };
}

describe("the article page's search and social tags", () => {
  it("take the title, the excerpt and the cover's largest variant when the fields are empty", async () => {
    await published({ title: "Alpine Approaches", slug: "alpine-approaches", image: cover.src });
    const page = await head("alpine-approaches");
    const excerpt = "Where the runway ends and the mountains begin.";
    const image = `${origin()}/uploads/media/seo-cover/w1600.webp`;

    expect(page.title).toBe(`Alpine Approaches | ${business.name}`);
    expect(page.content("description")).toBe(excerpt);
    expect(page.content("og:title")).toBe("Alpine Approaches");
    expect(page.content("og:description")).toBe(excerpt);
    expect(page.content("og:image")).toBe(image);
    expect(page.content("og:image:width")).toBe("1600");
    expect(page.content("og:image:height")).toBe("900");
    expect(page.content("twitter:card")).toBe("summary_large_image");
    expect(page.content("twitter:image")).toBe(image);
    expect(page.posting).toMatchObject({
      headline: "Alpine Approaches",
      description: excerpt,
      image: [image],
    });
  });

  it("use the meta title as the whole page title, the meta description and the social image when set", async () => {
    await published({
      title: "Alpine Approaches, the Long Version of the Title",
      slug: "alpine-approaches-set",
      image: cover.src,
      metaTitle: "Alpine approaches for private jets",
      metaDescription: "Steep glide paths, short runways and the crews who fly them.",
      socialImage: social.src,
    });
    const page = await head("alpine-approaches-set");
    const image = `${origin()}/uploads/media/seo-social/w1200.webp`;

    expect(page.title).toBe("Alpine approaches for private jets");
    expect(page.content("og:title")).toBe("Alpine approaches for private jets");
    expect(page.content("twitter:title")).toBe("Alpine approaches for private jets");
    expect(page.content("description")).toBe(
      "Steep glide paths, short runways and the crews who fly them.",
    );
    expect(page.content("og:description")).toBe(
      "Steep glide paths, short runways and the crews who fly them.",
    );
    expect(page.content("og:image")).toBe(image);
    expect(page.content("og:image:width")).toBe("1200");
    expect(page.content("og:image:height")).toBe("630");
    expect(page.posting).toMatchObject({
      headline: "Alpine approaches for private jets",
      description: "Steep glide paths, short runways and the crews who fly them.",
      image: [image],
    });
  });

  it("give the site's own artwork its known size, and claim no size for an image elsewhere", async () => {
    await published({
      title: "Artwork Cover",
      slug: "artwork-cover",
      image: "/images/journal/gulfstream-g500-spotlight.webp",
      imageAlt: "A Gulfstream G500",
    });
    const artwork = await head("artwork-cover");
    expect(artwork.content("og:image")).toBe(
      `${origin()}/images/journal/gulfstream-g500-spotlight.webp`,
    );
    expect(artwork.content("og:image:width")).toBe("1600");
    expect(artwork.content("og:image:height")).toBe("1067");

    await published({
      title: "Elsewhere",
      slug: "elsewhere-image",
      socialImage: "https://images.example.test/card.jpg",
    });
    const elsewhere = await head("elsewhere-image");
    expect(elsewhere.content("og:image")).toBe("https://images.example.test/card.jpg");
    expect(elsewhere.content("og:image:width")).toBeUndefined();
  });
});

describe("lengths", () => {
  const long = (length: number) => "x".repeat(length);

  it("allow more than search results show, and refuse past 120 and 320 characters", () => {
    expect(
      ArticleSchema.safeParse({ ...input({ title: "T" }), metaTitle: long(120) }).success,
    ).toBe(true);
    expect(
      ArticleSchema.safeParse({ ...input({ title: "T" }), metaDescription: long(320) }).success,
    ).toBe(true);
    const refused = ArticleSchema.safeParse({
      ...input({ title: "T" }),
      metaTitle: long(121),
      metaDescription: long(321),
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["metaTitle", "At most 120 characters"],
      ["metaDescription", "At most 320 characters"],
    ]);
  });

  it("store one line, and nothing for blank fields", () => {
    expect(
      input({ title: "T", metaTitle: "  Two\n lines  ", metaDescription: "   ", socialImage: "" }),
    ).toMatchObject({ metaTitle: "Two lines", metaDescription: null, socialImage: null });
  });

  it("answer a field error from the form and the API, storing nothing", async () => {
    const article = await published({ title: "Capped", slug: "capped" });
    const form = new URLSearchParams({
      title: "Capped",
      slug: "capped",
      category: "aviation",
      status: "draft",
      baseVersion: String(article.version),
      metaTitle: long(121),
    });
    const answer = (await editAction({
      request: new Request(`${origin()}/admin/articles/edit/${article.id}`, {
        method: "POST",
        headers: {
          Origin: origin(),
          Cookie: session,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      }),
      params: { id: article.id },
      context: routeContext(),
    } as AnyArgs)) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.metaTitle).toEqual(["At most 120 characters"]);

    const response = await articlesRoute.action({
      request: new Request(`${origin()}/api/articles`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin(), Cookie: session },
        body: JSON.stringify({
          title: "Capped via the API",
          category: "aviation",
          metaDescription: long(321),
        }),
      }),
      params: {},
      context: routeContext(),
    } as AnyArgs);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "metaDescription", message: "At most 320 characters" },
    ]);
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      version: article.version,
      metaTitle: null,
    });
    expect(
      await db().select().from(articles).where(eq(articles.title, "Capped via the API")),
    ).toEqual([]);
  });
});

describe("on a live article", () => {
  it("are staged until Update, kept in revisions, compared and restored like the text", async () => {
    const article = await published({
      title: "Live Fields",
      slug: "live-fields",
      image: cover.src,
    });
    const edits = {
      title: "Live Fields",
      slug: "live-fields",
      image: cover.src,
      metaTitle: "Pending meta title",
      metaDescription: "Pending meta description.",
      socialImage: social.src,
    };
    const staged = await saveArticleFromEditorAs(editor, article.id, input(edits), {
      baseVersion: article.version,
      intent: "draft",
      acceptCleaning: false,
    });
    expect(staged).toMatchObject({ status: "saved", staged: true });
    if (staged.status !== "saved") return;

    // Visitors still get the live fields: the defaults.
    const live = await head("live-fields");
    expect(live.title).toBe(`Live Fields | ${business.name}`);
    expect(live.content("og:image")).toBe(`${origin()}/uploads/media/seo-cover/w1600.webp`);
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      metaTitle: null,
      socialImage: null,
      staged: {
        metaTitle: "Pending meta title",
        metaDescription: "Pending meta description.",
        socialImage: social.src,
      },
    });

    const [newest, first] = await listArticleRevisions(article.id);
    if (!newest || !first) throw new Error("expected two revisions");
    const { comparison } = await revisionsLoader({
      request: new Request(
        `${origin()}/admin/articles/${article.id}/revisions?from=${first.id}&to=${newest.id}`,
        { headers: { Cookie: session } },
      ),
      params: { id: article.id },
      context: routeContext(),
    } as AnyArgs);
    const side = (left: "added" | "removed") =>
      comparison?.parts
        .filter((part) => part.change !== left)
        .map((part) => part.value)
        .join("");
    expect(side("added")).toContain("Meta title: (the title)");
    expect(side("removed")).toContain("Meta title: Pending meta title");
    expect(side("removed")).toContain(`Social image: ${social.src}`);
    expect(comparison?.parts.some((part) => part.change === "added")).toBe(true);

    const updated = await saveArticleFromEditorAs(editor, article.id, input(edits), {
      baseVersion: staged.article.version,
      intent: "publish",
      acceptCleaning: false,
    });
    expect(updated).toMatchObject({ status: "saved", staged: false });
    const afterUpdate = await head("live-fields");
    expect(afterUpdate.title).toBe("Pending meta title");
    expect(afterUpdate.content("description")).toBe("Pending meta description.");
    expect(afterUpdate.content("og:image")).toBe(`${origin()}/uploads/media/seo-social/w1200.webp`);

    // Restoring the first revision brings its empty fields back, staged on the live article.
    await restoreArticleRevisionAs(editor, article.id, first.id);
    expect(await findArticleById(article.id, { scope: "any" })).toMatchObject({
      metaTitle: "Pending meta title",
      staged: { metaTitle: null, metaDescription: null, socialImage: null },
    });
    expect((await head("live-fields")).title).toBe("Pending meta title");
  });

  it("keep a social image's files while an article shows it", async () => {
    const [asset] = await db()
      .select({ id: mediaAssets.id, src: mediaAssets.src })
      .from(mediaAssets)
      .where(eq(mediaAssets.src, social.src));
    if (!asset) throw new Error("no asset");
    const places = async () =>
      (await listMediaUsages([asset.id], env().PUBLIC_URL)).map((usage) => usage.place);
    expect(await places()).toContain("social");
    await db().update(articles).set({ socialImage: null });
    expect(await places()).toEqual([]);
  });
});
