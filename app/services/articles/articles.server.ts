import {
  type AdminArticle,
  type ArticleWrite,
  type ArticleWriteResult,
  createArticle,
  deleteArticle,
  findArticleById,
  listDraftsWithUndescribedCover,
  publishArticles,
  updateArticle,
} from "~/models/article.server";
import {
  ARTICLE_IMAGE_EXTENSIONS,
  ARTICLE_IMAGE_MAX_BYTES,
  type ArticleInput,
} from "~/schemas/article";
import { type Actor, recordAuditAs } from "~/services/actor";
import { changedFields } from "~/services/audit-changes";
import {
  ConflictError,
  NotFoundError,
  UnsupportedFileError,
  ValidationError,
} from "~/services/errors";
import { deleteImageIfUnused, NOT_AN_IMAGE, storeImage } from "~/services/media/pipeline.server";
import { env } from "~/utils/env.server";
import { cleanArticleHtml } from "~/utils/sanitize.server";
import { slugify } from "~/utils/slug";
import type { UploadedFile } from "~/utils/storage.server";

const SLUG_TAKEN_MESSAGE = "This slug is already in use. Choose another.";

/**
 * A validated article as stored: the slug derived when empty, the HTML sanitized so that only
 * safe markup and the site's own images reach readers.
 */
export function toArticleWrite(input: ArticleInput): ArticleWrite {
  const slug = input.slug || slugify(input.title);
  if (!slug) {
    throw new ValidationError([{ path: "slug", message: "Enter a slug with letters or digits" }]);
  }
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: cleanArticleHtml(input.content, { siteOrigin: env().PUBLIC_URL }),
    author: input.author,
    image: input.image,
    imageAlt: input.image ? input.imageAlt : "",
    category: input.category,
    status: input.status,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    socialImage: input.socialImage,
  };
}

export function unwrap(result: ArticleWriteResult): AdminArticle {
  if (result.ok) return result.article;
  switch (result.reason) {
    case "slug-taken":
      throw new ConflictError("An article with this slug already exists.", {
        code: "slug_taken",
        issues: [{ path: "slug", message: SLUG_TAKEN_MESSAGE }],
      });
    case "unknown-category":
      throw new ValidationError([
        { path: "category", message: "Choose one of the listed categories" },
      ]);
    case "not-found":
      throw new NotFoundError("Article not found");
    case "stale":
      throw new ConflictError("The article was changed by another save. Reload it and try again.", {
        code: "stale_version",
      });
  }
}

export function audit(
  actor: Actor,
  action:
    | "article.create"
    | "article.update"
    | "article.delete"
    | "article.publish"
    | "article.unpublish"
    | "article.restore",
  targetId: string | null,
  details: Record<string, unknown>,
) {
  return recordAuditAs(actor, {
    action,
    targetType: "article",
    targetId,
    details,
  });
}

const ALT_REQUIRED = "Describe the cover image before publishing.";

/** A published article's cover must say what it shows, for readers who cannot see it. */
function assertCoverDescribed(write: ArticleWrite) {
  if (write.status === "published" && write.image && !write.imageAlt?.trim()) {
    throw new ValidationError([{ path: "imageAlt", message: ALT_REQUIRED }], ALT_REQUIRED);
  }
}

/** Creates an article; 409 when the slug is taken, 400 for an unknown category. */
export async function createArticleAs(actor: Actor, input: ArticleInput) {
  const write = toArticleWrite(input);
  assertCoverDescribed(write);
  const article = unwrap(await createArticle(write));
  await audit(actor, "article.create", article.id, {
    title: article.title,
    slug: article.slug,
    status: article.status,
  });
  return article;
}

/**
 * Replaces an article's fields; 404 when it does not exist. A cover or social image it no
 * longer shows is deleted with its files once nothing else shows it.
 */
export async function updateArticleAs(actor: Actor, id: string, input: ArticleInput) {
  const write = toArticleWrite(input);
  assertCoverDescribed(write);
  const before = await findArticleById(id, { scope: "any" });
  const article = unwrap(await updateArticle(id, write));
  if (before?.image !== article.image) await deleteImageIfUnused(before?.image);
  if (before?.socialImage !== article.socialImage) await deleteImageIfUnused(before?.socialImage);
  await audit(actor, "article.update", article.id, {
    title: article.title,
    slug: article.slug,
    status: article.status,
    changes: changedFields(before, article, Object.keys(write)),
  });
  return article;
}

/** Deletes an article; 404 when it does not exist. */
export async function deleteArticleAs(actor: Actor, id: string) {
  const deleted = await deleteArticle(id);
  if (!deleted) throw new NotFoundError("Article not found");
  await deleteImageIfUnused(deleted.image);
  await deleteImageIfUnused(deleted.socialImage);
  await audit(actor, "article.delete", deleted.id, { title: deleted.title, slug: deleted.slug });
  return deleted;
}

/** Publishes the selected drafts now; 400 when nothing is selected. */
export async function publishArticlesAs(actor: Actor, ids: string[]) {
  if (ids.length === 0) {
    throw new ValidationError(
      [{ path: "ids", message: "Please select articles to publish." }],
      "Please select articles to publish.",
    );
  }
  const selected = [...new Set(ids)];
  const undescribed = await listDraftsWithUndescribedCover(selected);
  if (undescribed.length > 0) {
    const message = `Describe the cover image before publishing: ${undescribed.map((article) => article.title).join(", ")}.`;
    throw new ValidationError([{ path: "ids", message }], message);
  }
  const published = await publishArticles(selected);
  if (published.length > 0) {
    await audit(actor, "article.publish", null, {
      ids: published.map((article) => article.id),
      titles: published.map((article) => article.title),
    });
  }
  return published;
}

/** An article body is at most 200,000 characters of HTML plus its short fields. */
export const ARTICLE_BODY_LIMIT = 1024 * 1024;
/** The same article posted as a form: percent-encoding can triple its size. */
export const ARTICLE_FORM_LIMIT = 3 * ARTICLE_BODY_LIMIT;

/** How large an article image upload may be, and what the visitor is told when it is larger. */
export const ARTICLE_IMAGE_UPLOAD = {
  maxBytes: ARTICLE_IMAGE_MAX_BYTES,
  tooLargeMessage: "Please upload an image smaller than 5MB.",
};

/**
 * An article image is an image/* file with a jpeg, jpg, png, gif or webp extension, at most
 * 5 MB, whose bytes really are one of those formats. It is processed into responsive variants;
 * the answer is the URL pages use (the largest variant) with its size and every variant, so an
 * editor can insert it with its `srcset`.
 */
export async function storeArticleImageAs(actor: Actor, file: UploadedFile) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (
    !file.type.startsWith("image/") ||
    !(ARTICLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
  ) {
    throw new UnsupportedFileError(NOT_AN_IMAGE);
  }
  const asset = await storeImage(file.bytes);
  await recordAuditAs(actor, {
    action: "article.image-upload",
    targetType: "article-image",
    targetId: asset.src,
    details: { originalName: file.name.slice(0, 200), bytes: file.bytes.byteLength },
  });
  return { url: asset.src, width: asset.width, height: asset.height, variants: asset.variants };
}

/**
 * Stores a generated article as a draft, for an editor to review before publishing. Its slug comes from the title; when taken,
 * a counter is appended rather than losing the article.
 */
export async function createGeneratedDraftAs(
  actor: Actor,
  article: { title: string; excerpt: string; content: string; image: string | null },
  { category, author }: { category: string; author: string },
) {
  const base = slugify(article.title) || "article";
  for (let attempt = 1; attempt <= 50; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const result = await createArticle(
      toArticleWrite({
        ...article,
        imageAlt: article.image ? generatedImageAlt(article.title) : "",
        slug,
        author,
        category,
        status: "draft",
        metaTitle: null,
        metaDescription: null,
        socialImage: null,
      }),
    );
    if (result.ok) {
      await audit(actor, "article.create", result.article.id, {
        title: result.article.title,
        slug: result.article.slug,
        status: "draft",
        generated: true,
      });
      return result.article;
    }
    if (result.reason !== "slug-taken") unwrap(result);
  }
  throw new ConflictError("No free slug for this title");
}

/** What a generated cover shows: the model draws an illustration of the article's title. */
export function generatedImageAlt(title: string) {
  return `Illustration for “${title.slice(0, 200)}”`;
}

/** Processes a generated image like an upload and answers the URL pages use. */
export async function storeGeneratedImage(image: { bytes: Uint8Array }) {
  return (await storeImage(image.bytes)).src;
}
