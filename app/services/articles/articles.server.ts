import {
  type AdminArticle,
  type ArticleWrite,
  type ArticleWriteResult,
  createArticle,
  deleteArticle,
  publishArticles,
  updateArticle,
} from "~/models/article.server";
import { recordAudit } from "~/models/audit-log.server";
import {
  ARTICLE_IMAGE_EXTENSIONS,
  ARTICLE_IMAGE_MAX_BYTES,
  type ArticleInput,
} from "~/schemas/article";
import type { Actor } from "~/services/actor";
import {
  ConflictError,
  NotFoundError,
  UnsupportedFileError,
  ValidationError,
} from "~/services/errors";
import { env } from "~/utils/env.server";
import { sanitizeArticleHtml } from "~/utils/sanitize.server";
import { slugify } from "~/utils/slug";
import {
  StorageConflictError,
  sniffFileType,
  storage,
  type UploadedFile,
  uniqueFileName,
} from "~/utils/storage.server";

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
    content: sanitizeArticleHtml(input.content, { siteOrigin: env().PUBLIC_URL }),
    author: input.author,
    image: input.image,
    category: input.category,
    status: input.status,
  };
}

function unwrap(result: ArticleWriteResult): AdminArticle {
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
  }
}

function audit(
  actor: Actor,
  action: "article.create" | "article.update" | "article.delete" | "article.publish",
  targetId: string | null,
  details: Record<string, unknown>,
) {
  return recordAudit({
    action,
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: "article",
    targetId,
    details,
    ip: actor.ip,
  });
}

/** Creates an article; 409 when the slug is taken, 400 for an unknown category. */
export async function createArticleAs(actor: Actor, input: ArticleInput) {
  const article = unwrap(await createArticle(toArticleWrite(input)));
  await audit(actor, "article.create", article.id, {
    title: article.title,
    slug: article.slug,
    status: article.status,
  });
  return article;
}

/** Replaces an article's fields; 404 when it does not exist. */
export async function updateArticleAs(actor: Actor, id: string, input: ArticleInput) {
  const article = unwrap(await updateArticle(id, toArticleWrite(input)));
  await audit(actor, "article.update", article.id, {
    title: article.title,
    slug: article.slug,
    status: article.status,
  });
  return article;
}

/** Deletes an article; 404 when it does not exist. */
export async function deleteArticleAs(actor: Actor, id: string) {
  const deleted = await deleteArticle(id);
  if (!deleted) throw new NotFoundError("Article not found");
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
  const published = await publishArticles([...new Set(ids)]);
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

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
const INVALID_TYPE = "Please upload an image file.";

/** How large an article image upload may be, and what the visitor is told when it is larger. */
export const ARTICLE_IMAGE_UPLOAD = {
  maxBytes: ARTICLE_IMAGE_MAX_BYTES,
  tooLargeMessage: "Please upload an image smaller than 5MB.",
};

/**
 * An article image is an image/* file with a jpeg, jpg, png, gif or webp extension, at most
 * 5 MB, whose bytes really are one of those formats; it is stored under a new unique name,
 * never over an existing file.
 */
export async function storeArticleImageAs(actor: Actor, file: UploadedFile) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const sniffed = sniffFileType(file.bytes);
  if (
    !file.type.startsWith("image/") ||
    !(ARTICLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    !sniffed ||
    !IMAGE_TYPES.has(sniffed.mime)
  ) {
    throw new UnsupportedFileError(INVALID_TYPE);
  }
  // The stored name keeps the file's own extension when it agrees with its bytes, so the
  // static server announces the right type.
  const sameFormat =
    extension === sniffed.extension || (extension === "jpeg" && sniffed.extension === "jpg");
  const key = `article-images/${uniqueFileName(sameFormat ? extension : sniffed.extension)}`;
  try {
    await storage().put(key, file.bytes, { contentType: sniffed.mime, overwrite: false });
  } catch (error) {
    if (error instanceof StorageConflictError) {
      throw new ConflictError("A file with this name already exists. Please try again.");
    }
    throw error;
  }
  const url = storage().url(key);
  await recordAudit({
    action: "article.image-upload",
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    targetType: "article-image",
    targetId: key,
    details: { originalName: file.name.slice(0, 200), bytes: file.bytes.byteLength },
    ip: actor.ip,
  });
  return { url, path: key };
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
      toArticleWrite({ ...article, slug, author, category, status: "draft" }),
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

/** Stores a generated image among the article images and answers its public URL. */
export async function storeGeneratedImage(image: {
  bytes: Uint8Array;
  mime: string;
  extension: string;
}) {
  const key = `article-images/${uniqueFileName(image.extension)}`;
  await storage().put(key, image.bytes, { contentType: image.mime, overwrite: false });
  return storage().url(key);
}
