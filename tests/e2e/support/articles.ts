import { queryDatabase } from "./database";

export type StoredArticle = { id: string; slug: string; title: string };

/** A unique name part, so each test's articles are its own. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * An article stored directly, for tests that start from an existing one; a published one is
 * dated now. Delete it with `deleteArticles` when the test ends.
 */
export async function storeArticle({
  title,
  status,
  excerpt = "An excerpt.",
  content = "<p>First words.</p>",
  image = null,
}: {
  title: string;
  status: "draft" | "published";
  excerpt?: string;
  content?: string;
  image?: string | null;
}): Promise<StoredArticle> {
  const slug = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${uniqueSuffix()}`;
  const [row] = await queryDatabase<{ id: string }>(
    `insert into articles (title, slug, excerpt, content, author, image, image_alt, category,
       category_name, status, published_at)
     values ($1, $2, $3, $4, 'Desk', $5, case when $5::text is null then '' else $1 end,
       'aviation', 'Aviation', $6::text, case when $6::text = 'published' then now() end)
     returning id`,
    [title, slug, excerpt, content, image, status],
  );
  if (!row) throw new Error("no article stored");
  return { id: row.id, slug, title };
}

/** Deletes the articles (their revisions, preview links and old slugs go with them). */
export async function deleteArticles(ids: string[]) {
  if (ids.length === 0) return;
  await queryDatabase("delete from articles where id = any($1::uuid[])", [ids]);
}
