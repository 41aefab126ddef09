import { createHash, randomBytes } from "node:crypto";
import { findArticleById } from "~/models/article.server";
import {
  createArticlePreviewLink,
  findArticleByPreviewTokenHash,
  listActiveArticlePreviewLinks,
  revokeArticlePreviewLink,
} from "~/models/article-preview-link.server";
import { type Actor, recordAuditAs } from "~/services/actor";
import { NotFoundError } from "~/services/errors";
import { env } from "~/utils/env.server";

/** How long a shared preview may stay open, in days; the editor picks one. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];

/** The path of a shared preview: `/preview/shared/{token}`. */
export const sharedPreviewPath = (token: string) => `/preview/shared/${token}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function requireArticle(articleId: string) {
  const article = await findArticleById(articleId, { scope: "any" });
  if (!article) throw new NotFoundError("Article not found");
  return article;
}

/**
 * Opens a link that shows the article as saved, draft or not, to anyone who has it, for `days`.
 * The link's token is returned once and never stored (only its hash is).
 */
export async function shareArticlePreviewAs(
  actor: Actor,
  articleId: string,
  { days }: { days: PreviewLinkDays },
) {
  const article = await requireArticle(articleId);
  const token = randomBytes(32).toString("base64url");
  const link = await createArticlePreviewLink({
    articleId,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000),
    createdByEmail: actor.user.email,
  });
  await recordAuditAs(actor, {
    action: "article.preview-share",
    targetType: "article",
    targetId: articleId,
    details: { title: article.title, expiresAt: link.expiresAt.toISOString() },
  });
  return { ...link, url: new URL(sharedPreviewPath(token), env().PUBLIC_URL).toString() };
}

export async function listArticlePreviewLinks(articleId: string) {
  await requireArticle(articleId);
  return listActiveArticlePreviewLinks(articleId);
}

/** Closes a link at once; whoever has it sees that it has expired. */
export async function revokeArticlePreviewAs(actor: Actor, articleId: string, linkId: string) {
  const link = await revokeArticlePreviewLink(articleId, linkId);
  if (!link) throw new NotFoundError("Preview link not found");
  await recordAuditAs(actor, {
    action: "article.preview-revoke",
    targetType: "article",
    targetId: articleId,
    details: { linkId },
  });
  return link;
}

/** What a shared preview link opens (see findArticleByPreviewTokenHash). */
export function openSharedPreview(token: string) {
  // A token is 43 base64url characters; anything else names no link, without a query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return Promise.resolve(null);
  return findArticleByPreviewTokenHash(hashOf(token));
}
