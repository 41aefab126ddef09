import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aircraft, mediaAssets } from "~/db/schema";
import {
  createArticleAs,
  createGeneratedDraftAs,
  storeGeneratedImage,
} from "~/services/articles/articles.server";
import { saveArticleFromEditorAs } from "~/services/articles/editing.server";
import { listMediaLibraryPage } from "~/services/media/library.server";
import { formatByteSize } from "~/utils/format";
import { type AppHandler, createAppHandler, loadAppRoutes } from "../support/app-handler";
import { insertSeedCategories } from "../support/article-categories";
import {
  createAccount,
  origin,
  signedInFormPost,
  signedInRequest,
  signIn,
} from "../support/auth-session";
import { temporaryUploads } from "../support/uploads";

const actor = {
  user: { id: "librarian-1", email: "librarian@example.test", isAdmin: true },
  ip: "203.0.113.9",
};

const uploads = temporaryUploads("media-library-");
let handle: AppHandler;
let adminCookie: string;

beforeAll(async () => {
  await insertSeedCategories();
  handle = await createAppHandler(await loadAppRoutes());
  await createAccount("library@example.test", { admin: true });
  adminCookie = await signIn("library@example.test");
});

const asAdmin = (pathname: string, init?: RequestInit) =>
  handle(signedInRequest(adminCookie, pathname, init));

/** Posts the media library page's form as the admin's browser does. */
const postLibrary = (fields: Record<string, string>) =>
  handle(signedInFormPost(adminCookie, "/admin/media", fields));

type Uploaded = {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number }[];
};

let colour = 0;
/** Uploads a distinct image through the article image endpoint, as the editor does. */
async function upload(name: string, width = 900, height = 600): Promise<Uploaded & { id: string }> {
  colour += 40;
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: colour % 256, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  const response = await asAdmin("/api/article-images", { method: "POST", body: form });
  expect(response.status).toBe(201);
  const image = (await response.json()) as Uploaded;
  const [row] = await db()
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.src, image.url));
  return { ...image, id: row?.id ?? "" };
}

const { fileOf, filesBeside } = uploads;

/** Makes an image older than the grace period "Remove unused files" keeps. */
async function ageImages(ids: string[]) {
  await db()
    .update(mediaAssets)
    .set({ createdAt: new Date(Date.now() - 3 * 24 * 3_600_000) })
    .where(inArray(mediaAssets.id, ids));
}

let slugCounter = 0;
function article(fields: {
  title: string;
  image?: string | null;
  imageAlt?: string;
  socialImage?: string | null;
  content?: string;
  status?: "draft" | "published";
}) {
  slugCounter += 1;
  return createArticleAs(actor, {
    slug: `library-${slugCounter}`,
    author: "Desk",
    category: "aviation",
    excerpt: "",
    content: "",
    image: null,
    imageAlt: "",
    metaTitle: null,
    metaDescription: null,
    socialImage: null,
    status: "draft",
    ...fields,
  });
}

async function aircraftWithPhoto(name: string, fileName: string) {
  const [plane] = await db()
    .insert(aircraft)
    .values({
      slug: name.toLowerCase().replaceAll(" ", "-"),
      make: "Dassault",
      model: name,
      name,
      category: "heavy-jets",
    })
    .returning({ id: aircraft.id });
  const id = plane?.id ?? "";
  const bytes = await sharp({
    create: { width: 800, height: 533, channels: 3, background: "#222" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], fileName, { type: "image/jpeg" }));
  const response = await asAdmin(`/api/aircraft/${id}/images`, { method: "POST", body: form });
  expect(response.status).toBe(201);
  const { photos } = (await response.json()) as {
    photos: { id: string; mediaId: string; rendition: { src: string } }[];
  };
  const photo = photos[0];
  if (!photo) throw new Error("no photo stored");
  await asAdmin(`/api/aircraft/${id}/images/${photo.id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ alt: `The ${name} on the apron` }),
  });
  return { aircraftId: id, mediaId: photo.mediaId, src: photo.rendition.src };
}

describe("the media library", () => {
  let cover: Awaited<ReturnType<typeof upload>>;
  let inBody: Awaited<ReturnType<typeof upload>>;
  let staged: Awaited<ReturnType<typeof upload>>;
  let unused: Awaited<ReturnType<typeof upload>>;
  let social: Awaited<ReturnType<typeof upload>>;
  let photo: Awaited<ReturnType<typeof aircraftWithPhoto>>;
  let generatedSrc: string;
  let bodyArticleId: string;
  let stagedArticleId: string;

  beforeAll(async () => {
    cover = await upload("harbour-cover.jpg");
    inBody = await upload("cabin-detail.jpg", 1000, 750);
    staged = await upload("staged-sunset.jpg");
    unused = await upload("forgotten-ramp.jpg");
    social = await upload("share-card.jpg", 1200, 630);
    photo = await aircraftWithPhoto("Falcon 8X", "falcon-exterior.jpg");
    // A generation job stores the drawn picture as the cover of the draft it writes.
    generatedSrc = await storeGeneratedImage({
      bytes: await sharp({ create: { width: 600, height: 400, channels: 3, background: "#a83" } })
        .png()
        .toBuffer(),
    });
    await createGeneratedDraftAs(
      actor,
      { title: "Drawn Horizons", excerpt: "", content: "<p>Words.</p>", image: generatedSrc },
      { category: "aviation", author: "Desk" },
    );

    await article({
      title: "Harbour Arrivals",
      image: cover.url,
      imageAlt: "Yachts in the harbour at dawn",
      socialImage: social.url,
    });
    // The body names a smaller variant by its full address on the site's origin.
    const smallVariant = inBody.variants.find((variant) => variant.width === 400)?.url ?? "";
    bodyArticleId = (
      await article({
        title: "Cabin Craft",
        content: `<p>Inside:</p><figure><img src="${origin()}${smallVariant}" alt="Hand-stitched leather seats"></figure>`,
      })
    ).id;
    const live = await article({ title: "Sunset Routes", status: "published" });
    stagedArticleId = live.id;
    const outcome = await saveArticleFromEditorAs(
      actor,
      live.id,
      {
        title: "Sunset Routes",
        slug: live.slug,
        author: "Desk",
        category: "aviation",
        excerpt: "",
        image: null,
        imageAlt: "",
        metaTitle: null,
        metaDescription: null,
        socialImage: null,
        content: `<figure><img src="${staged.url}" alt="Sunset over the wing"></figure>`,
        status: "published",
      },
      { baseVersion: live.version, intent: "draft", acceptCleaning: false },
    );
    expect(outcome.status).toBe("saved");
  }, 60_000);

  it("lists every image with its file name, kind and where it is used", async () => {
    const { items, total } = await listMediaLibraryPage({
      search: "",
      unusedOnly: false,
      page: 1,
      pageSize: 50,
    });
    expect(total).toBe(7);
    const byName = new Map(items.map((item) => [item.name, item]));
    expect(byName.get("harbour-cover.jpg")).toMatchObject({
      kind: "upload",
      alt: "Yachts in the harbour at dawn",
      usedBy: [{ place: "cover", article: { title: "Harbour Arrivals" } }],
    });
    expect(byName.get("cabin-detail.jpg")).toMatchObject({
      width: 1000,
      height: 750,
      alt: "Hand-stitched leather seats",
      usedBy: [{ place: "body", article: { id: bodyArticleId } }],
    });
    expect(byName.get("staged-sunset.jpg")?.usedBy).toEqual([
      expect.objectContaining({
        place: "staged-body",
        article: expect.objectContaining({ id: stagedArticleId }),
      }),
    ]);
    expect(byName.get("falcon-exterior.jpg")).toMatchObject({
      kind: "aircraft",
      alt: "The Falcon 8X on the apron",
      usedBy: [{ place: "aircraft", aircraft: { name: "Falcon 8X" } }],
    });
    expect(byName.get("forgotten-ramp.jpg")?.usedBy).toEqual([]);
    expect(byName.get("share-card.jpg")?.usedBy).toMatchObject([
      { place: "social", article: { title: "Harbour Arrivals" } },
    ]);
    expect(items.find((item) => item.src === generatedSrc)).toMatchObject({
      kind: "generated",
      name: null,
      alt: "Illustration for “Drawn Horizons”",
      usedBy: [{ place: "cover", article: { title: "Drawn Horizons" } }],
    });
    // Thumbnails are the smallest variant.
    expect(byName.get("harbour-cover.jpg")?.thumbnail).toMatchObject({ width: 400 });

    const html = await (await asAdmin("/admin/media")).text();
    expect(html).toContain("harbour-cover.jpg");
    expect(html).toContain("7 images · 1 unused");
    expect(html).toContain(`href="/admin/articles/edit/${bodyArticleId}"`);
    expect(html).toContain('href="/admin/aircraft?tab=filter&amp;listing=all&amp;q=Falcon+8X"');
    expect(html).toMatch(
      /<img src="[^"]+\/w400\.webp" width="400" height="267" alt="Yachts in the harbour at dawn" loading="lazy"/,
    );
  });

  it("searches file names and alt text, filters unused images and pages in the address", async () => {
    const names = async (query: string) => {
      const response = await asAdmin(`/api/media?${query}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        items: { name: string }[];
        total: number;
        totalPages: number;
      };
      return answer;
    };
    expect((await names("q=CABIN")).items.map((item) => item.name)).toEqual(["cabin-detail.jpg"]);
    expect((await names("q=sunset over")).items.map((item) => item.name)).toEqual([
      "staged-sunset.jpg",
    ]);
    expect((await names("q=100%25")).items).toEqual([]);
    expect((await names("unused=true")).items.map((item) => item.name)).toEqual([
      "forgotten-ramp.jpg",
    ]);
    const paged = await names("pageSize=2&page=3");
    expect(paged).toMatchObject({ total: 7, totalPages: 4 });
    expect(paged.items).toHaveLength(2);

    const html = await (await asAdmin("/admin/media?unused=1")).text();
    expect(html).toContain("forgotten-ramp.jpg");
    expect(html).not.toContain("harbour-cover.jpg");
    const none = await (await asAdmin("/admin/media?q=no-such-image")).text();
    expect(none).toContain("No images match these filters.");
  });

  it("answers hostile input with 4xx, never 5xx", async () => {
    for (const query of ["page=0", "pageSize=1000", "q=%00", "unused=maybe"]) {
      expect((await asAdmin(`/api/media?${query}`)).status, query).toBe(400);
    }
    for (const query of ["page=1e20", "q=%00", "page=-4", "q=(%5B.*", `q=${"x".repeat(500)}`]) {
      expect((await asAdmin(`/admin/media?${query}`)).status, query).toBe(200);
    }
    expect((await postLibrary({ intent: "delete", id: "not-an-id" })).status).toBe(400);
    expect((await postLibrary({ intent: "erase-everything" })).status).toBe(400);
    const missing = await postLibrary({
      intent: "delete",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
  });

  it("refuses to delete an image in use, naming where, and keeps its files", async () => {
    const cases = [
      [cover.id, cover.url, "as the cover of “Harbour Arrivals”"],
      [inBody.id, inBody.url, "in the text of “Cabin Craft”"],
      [staged.id, staged.url, "in the unpublished changes to “Sunset Routes”"],
      [photo.mediaId, photo.src, "as a photo of the Falcon 8X"],
      [social.id, social.url, "as the social image of “Harbour Arrivals”"],
    ] as const;
    for (const [id, url, place] of cases) {
      const response = await postLibrary({ intent: "delete", id });
      expect(response.status, url).toBe(409);
      const html = await response.text();
      expect(html).toContain(`This image is still used ${place}. Remove it there first.`);
      expect(filesBeside(url).length, url).toBeGreaterThan(2);
      expect(await db().select().from(mediaAssets).where(eq(mediaAssets.id, id))).toHaveLength(1);
    }
  });

  it("deletes an unused image with every variant and its original from storage", async () => {
    const doomed = await upload("one-off.jpg", 1300, 800);
    expect(filesBeside(doomed.url).sort()).toEqual(
      ["original.jpg", "w1200.webp", "w1300.webp", "w400.webp", "w800.webp"].sort(),
    );
    const response = await postLibrary({ intent: "delete", id: doomed.id });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/The image and its files were deleted, freeing \d/);
    expect(filesBeside(doomed.url)).toEqual([]);
    expect(await db().select().from(mediaAssets).where(eq(mediaAssets.id, doomed.id))).toHaveLength(
      0,
    );
    expect((await postLibrary({ intent: "delete", id: doomed.id })).status).toBe(404);
  });

  it("removes only unused images older than a day, and stray files, reporting the bytes", async () => {
    const recent = await upload("just-uploaded.jpg");
    const kept = [cover.url, inBody.url, staged.url, photo.src, social.url, recent.url];
    const keptFiles = kept.map((url) => filesBeside(url).length);
    await ageImages([cover.id, inBody.id, staged.id, photo.mediaId, social.id, unused.id]);
    const unusedBytes = filesBeside(unused.url).reduce(
      (sum, name) => sum + fs.statSync(path.join(path.dirname(fileOf(unused.url)), name)).size,
      0,
    );
    // A file an interrupted upload left behind, and one an upload in progress is writing.
    const strayFolder = path.join(uploads.dir, "media", "0b6f3c1e-interrupted");
    fs.mkdirSync(strayFolder, { recursive: true });
    fs.writeFileSync(path.join(strayFolder, "w400.webp"), Buffer.alloc(2_000));
    const old = new Date(Date.now() - 2 * 24 * 3_600_000);
    fs.utimesSync(path.join(strayFolder, "w400.webp"), old, old);
    const inProgress = path.join(uploads.dir, "media", "5d1e2a44-in-progress");
    fs.mkdirSync(inProgress, { recursive: true });
    fs.writeFileSync(path.join(inProgress, "w400.webp"), Buffer.alloc(500));

    const response = await postLibrary({ intent: "remove-unused" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `Removed 1 unused image and 1 stray file, freeing ${formatByteSize(unusedBytes + 2_000)}.`,
    );
    expect(html).toContain("Kept 1 unused image stored in the last 24 hours");

    expect(filesBeside(unused.url)).toEqual([]);
    expect(fs.existsSync(path.join(strayFolder, "w400.webp"))).toBe(false);
    expect(fs.existsSync(path.join(inProgress, "w400.webp"))).toBe(true);
    expect(kept.map((url) => filesBeside(url).length)).toEqual(keptFiles);
    const remaining = await db().select({ src: mediaAssets.src }).from(mediaAssets);
    expect(remaining.map((row) => row.src).sort()).toEqual(
      [cover.url, inBody.url, staged.url, photo.src, social.url, recent.url, generatedSrc].sort(),
    );
  });
});
