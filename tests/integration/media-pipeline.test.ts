import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, articles, mediaAssets } from "~/db/schema";
import { aircraftImagesMissingAlt } from "~/models/aircraft-image.server";
import { ARTICLE_IMAGE_MAX_BYTES } from "~/schemas/article";
import {
  createArticleAs,
  deleteArticleAs,
  updateArticleAs,
} from "~/services/articles/articles.server";
import { MEDIA_WIDTHS } from "~/services/media/pipeline.server";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { insertSeedCategories } from "../support/article-categories";
import { createAccount, origin, signedInRequest, signIn } from "../support/auth-session";
import { temporaryUploads } from "../support/uploads";

const actor = {
  user: { id: "editor-1", email: "editor@example.test", isAdmin: true },
  ip: "203.0.113.5",
};

const uploads = temporaryUploads("media-pipeline-");
let handle: AppHandler;
let adminCookie: string;

beforeAll(async () => {
  await insertSeedCategories();
  handle = await createAppHandler(await loadAppRoutes());
  await createAccount("photos@example.test", { admin: true });
  adminCookie = await signIn("photos@example.test");
});

const asAdmin = (pathname: string, init?: RequestInit) =>
  handle(signedInRequest(adminCookie, pathname, init));

async function page(pathname: string) {
  const response = await handle(new Request(`${origin()}${pathname}`));
  expect(response.status, pathname).toBe(200);
  return response.text();
}

function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/**
 * A camera-sized JPEG of random pixels, which JPEG cannot compress: just under the 5 MB upload
 * limit, so the pipeline really processes a file of that size.
 */
async function fiveMegabyteJpeg() {
  const width = 3000;
  const height = 2000;
  // Quality 90 of uniform noise comes to about 4.7 MB at this size.
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function smallPhoto(color: string, width = 1800, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

const { fileOf, filesBeside } = uploads;

describe("a 5 MB article cover", () => {
  it("is served as WebP variants no wider than the layout needs, never as the original", async () => {
    const jpeg = await fiveMegabyteJpeg();
    expect(jpeg.byteLength).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(jpeg.byteLength).toBeLessThanOrEqual(ARTICLE_IMAGE_MAX_BYTES);

    const upload = await asAdmin("/api/article-images", {
      method: "POST",
      body: multipart(jpeg, "ramp.jpg", "image/jpeg"),
    });
    expect(upload.status).toBe(201);
    const image = (await upload.json()) as {
      url: string;
      width: number;
      height: number;
      variants: { url: string; width: number; height: number }[];
    };
    const widest = Math.max(...MEDIA_WIDTHS);
    expect(image.variants.map((variant) => variant.width)).toEqual([...MEDIA_WIDTHS]);
    expect(image).toMatchObject({ width: widest, height: Math.round((widest * 2000) / 3000) });
    let servedBytes = 0;
    for (const variant of image.variants) {
      const file = fs.readFileSync(fileOf(variant.url));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({
        format: "webp",
        width: variant.width,
        height: variant.height,
      });
      servedBytes = Math.max(servedBytes, file.byteLength);
    }
    // Even the largest variant is a fraction of the upload.
    expect(servedBytes).toBeLessThan(jpeg.byteLength / 2);
    const [asset] = await db().select().from(mediaAssets).where(eq(mediaAssets.src, image.url));
    const originalKey = asset?.storageKeys.find((key) => key.endsWith("original.jpg")) ?? "";
    // Compared as bytes: a deep equality walks 5 MB one element at a time.
    expect(fs.readFileSync(path.join(uploads.dir, originalKey)).equals(jpeg)).toBe(true);

    const body = await smallPhoto("#335577", 1000, 750);
    const inline = (await (
      await asAdmin("/api/article-images", {
        method: "POST",
        body: multipart(body, "cabin.jpg", "image/jpeg"),
      })
    ).json()) as { url: string };
    const article = await createArticleAs(actor, {
      title: "Ramp Notes",
      slug: "ramp-notes",
      author: "Editor",
      category: "aviation",
      image: image.url,
      imageAlt: "A jet on a wet ramp at dusk",
      excerpt: "Notes from the ramp.",
      content: `<p>Inside:</p><img src="${inline.url}" alt="The forward cabin">`,
      status: "published",
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    });

    const html = await page(`/journal/${article.slug}`);
    expect(html).not.toContain("original.");
    expect(html).toContain('alt="A jet on a wet ramp at dusk"');
    for (const variant of image.variants)
      expect(html).toContain(`${variant.url} ${variant.width}w`);
    expect(html).toMatch(new RegExp(`width="${widest}" height="${image.height}"`));
    // The body's image gets its variants and size at render time.
    expect(html).toMatch(
      /<img srcset="[^"]*\/w400\.webp 400w, [^"]*\/w800\.webp 800w, [^"]*\/w1000\.webp 1000w" sizes="[^"]+" width="1000" height="750" src="[^"]+\/w1000\.webp" alt="The forward cabin"/,
    );
    const journal = await page("/journal");
    expect(journal).toContain(`${image.variants[0]?.url} 400w`);
    expect(journal).toContain('alt="A jet on a wet ramp at dusk"');
    expect(journal).not.toContain("original.");
  }, 60_000);

  it("is required to have alt text before the article is published", async () => {
    const cover = await smallPhoto("#224466", 800, 600);
    const uploaded = (await (
      await asAdmin("/api/article-images", {
        method: "POST",
        body: multipart(cover, "cover.jpg", "image/jpeg"),
      })
    ).json()) as { url: string };
    const input = {
      title: "No Alt Yet",
      slug: "no-alt-yet",
      author: "",
      category: "aviation",
      image: uploaded.url,
      imageAlt: "",
      excerpt: "",
      content: "",
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    };
    await expect(createArticleAs(actor, { ...input, status: "published" })).rejects.toMatchObject({
      issues: [{ path: "imageAlt", message: "Describe the cover image before publishing." }],
    });
    const draft = await createArticleAs(actor, { ...input, status: "draft" });
    const publish = await asAdmin("/api/articles/publish", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids: [draft.id] }),
    });
    expect(publish.status).toBe(400);
    const [stored] = await db().select().from(articles).where(eq(articles.id, draft.id));
    expect(stored?.status).toBe("draft");
  });

  it("removes the files of a replaced cover and of a deleted article's cover", async () => {
    const upload = async (color: string) =>
      (await (
        await asAdmin("/api/article-images", {
          method: "POST",
          body: multipart(await smallPhoto(color, 900, 600), "c.jpg", "image/jpeg"),
        })
      ).json()) as { url: string };
    const first = await upload("#aa0000");
    const second = await upload("#00aa00");
    const input = {
      title: "Replaced Cover",
      slug: "replaced-cover",
      author: "",
      category: "aviation",
      imageAlt: "A red square",
      excerpt: "",
      content: "",
      status: "draft" as const,
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    };
    const article = await createArticleAs(actor, { ...input, image: first.url });
    expect(filesBeside(first.url)).toHaveLength(4);

    await updateArticleAs(actor, article.id, { ...input, image: second.url });
    expect(filesBeside(first.url)).toEqual([]);
    expect(filesBeside(second.url)).toHaveLength(4);
    expect(await db().select().from(mediaAssets).where(eq(mediaAssets.src, first.url))).toEqual([]);

    await deleteArticleAs(actor, article.id);
    expect(filesBeside(second.url)).toEqual([]);
  });
});

describe("aircraft photos", () => {
  type Photo = {
    id: string;
    caption: string;
    alt: string;
    hero: boolean;
    rendition: { src: string; variants: { url: string; width: number }[] };
  };
  let aircraftId: string;
  const base = () => `/api/aircraft/${aircraftId}/images`;
  const photosOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return ((await response.json()) as { photos: Photo[] }).photos;
  };
  const patch = (id: string, body: unknown) =>
    asAdmin(`${base()}/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const [row] = await db()
      .insert(aircraft)
      .values({
        slug: "dassault-falcon-7x",
        make: "Dassault",
        model: "Falcon 7X",
        name: "Dassault Falcon 7X",
        category: "heavy-jets",
        websiteListing: true,
      })
      .returning({ id: aircraft.id });
    aircraftId = row?.id ?? "";
  });

  it("uploads, reorders, captions, sets the hero and deletes, and public pages follow", async () => {
    let photos: Photo[] = [];
    for (const [index, color] of ["#101010", "#808080", "#f0f0f0"].entries()) {
      photos = await photosOf(
        await asAdmin(base(), {
          method: "POST",
          body: multipart(await smallPhoto(color), `photo-${index + 1}.jpg`, "image/jpeg"),
        }),
      );
    }
    expect(photos).toHaveLength(3);
    // The first photo an aircraft gets is its hero; none has alt text yet.
    expect(photos.map((photo) => photo.hero)).toEqual([true, false, false]);
    expect(await aircraftImagesMissingAlt(aircraftId)).toHaveLength(3);
    const [first, second, third] = photos.map((photo) => photo.id) as [string, string, string];

    photos = await photosOf(
      await asAdmin(base(), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids: [third, first, second] }),
      }),
    );
    expect(photos.map((photo) => photo.id)).toEqual([third, first, second]);
    // An order that leaves a photo out is refused and changes nothing.
    const partial = await asAdmin(base(), {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids: [first, second] }),
    });
    expect(partial.status).toBe(400);

    const texts = {
      [first]: { caption: "Exterior", alt: "A Falcon 7X on the apron" },
      [second]: { caption: "Cabin", alt: "The Falcon 7X's cream leather cabin" },
      [third]: { caption: "Flight deck", alt: "The Falcon 7X's EASy flight deck" },
    };
    for (const [id, text] of Object.entries(texts)) photos = await photosOf(await patch(id, text));
    photos = await photosOf(await patch(second, { hero: true }));
    expect(photos.map((photo) => [photo.caption, photo.hero])).toEqual([
      ["Flight deck", false],
      ["Exterior", false],
      ["Cabin", true],
    ]);
    expect(await aircraftImagesMissingAlt(aircraftId)).toEqual([]);

    const hero = photos.find((photo) => photo.hero) as Photo;
    const listing = await page("/aircraft");
    expect(listing).toContain(`${hero.rendition.variants[0]?.url} 400w`);
    expect(listing).toContain('alt="The Falcon 7X&#x27;s cream leather cabin"');
    const detail = await page("/aircraft/dassault-falcon-7x");
    expect(detail).toContain(`${hero.rendition.src} 1600w`);
    // The gallery shows the other photos in order, each with its variants and size.
    expect(detail.indexOf("Flight deck")).toBeLessThan(detail.indexOf("Exterior"));
    expect(detail).toMatch(/width="1600" height="1067"/);
    expect(detail).not.toContain("original.");

    expect(filesBeside(hero.rendition.src).sort()).toEqual(
      ["original.jpg", "w1200.webp", "w1600.webp", "w400.webp", "w800.webp"].sort(),
    );
    photos = await photosOf(await asAdmin(`${base()}/${second}`, { method: "DELETE" }));
    expect(filesBeside(hero.rendition.src)).toEqual([]);
    // The first remaining photo takes the hero's place.
    expect(photos.map((photo) => [photo.id, photo.hero])).toEqual([
      [third, true],
      [first, false],
    ]);
    expect((await asAdmin(`${base()}/${second}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a file that is not an image and keeps nothing of it", async () => {
    const before = await db().select().from(mediaAssets);
    const response = await asAdmin(base(), {
      method: "POST",
      body: multipart(new TextEncoder().encode("GIF89a, not really"), "x.gif", "image/gif"),
    });
    expect(response.status).toBe(415);
    expect(await db().select().from(mediaAssets)).toHaveLength(before.length);
  });

  it("removes every photo's files when the aircraft is deleted", async () => {
    const photos = await photosOf(await asAdmin(base()));
    const srcs = photos.map((photo) => photo.rendition.src);
    expect(srcs.map((src) => filesBeside(src).length)).toEqual([5, 5]);
    expect((await asAdmin(`/api/aircraft/${aircraftId}`, { method: "DELETE" })).status).toBe(204);
    expect(srcs.flatMap(filesBeside)).toEqual([]);
  });
});
