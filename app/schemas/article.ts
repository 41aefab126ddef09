import { z } from "zod";
import { slugify } from "~/utils/slug";
import { text } from "./primitives";

export const ARTICLE_STATUSES = ["draft", "published"] as const;

/** Article image rules. */
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ARTICLE_IMAGE_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp"] as const;

/** Our own paths ("/uploads/…", "/images/…") or an absolute http(s) URL. */
const imageUrl = text()
  .trim()
  .max(2000)
  .refine(
    (value) => (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\//i.test(value),
    "Use an uploaded image or an http(s) address",
  );

/**
 * Search results show about this many characters of a title and of a description: the editor
 * counts against these and warns beyond them, and saving is never refused for it.
 */
export const META_TITLE_ADVISED = 60;
export const META_DESCRIPTION_ADVISED = 160;
/** The most a meta title and a meta description may hold. */
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 320;

/** One line of text for a search result (line breaks become spaces); empty is null. */
const metaText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value?.replace(/\s+/g, " ") || null);

const optionalText = (max: number) =>
  text()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value?.trim() ?? "");

/**
 * One article as the admin form and `POST/PUT /api/articles` send it. An empty slug is derived
 * from the title; a typed slug is normalised the same way. `categoryName` is not
 * taken from the client: the server sets it from the category's label. An empty meta title,
 * meta description or social image takes the title, the excerpt or the cover.
 */
export const ArticleSchema = z.object({
  title: text({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "At most 200 characters"),
  slug: text()
    .max(200, "At most 200 characters")
    .optional()
    .transform((value) => slugify(value ?? "")),
  author: optionalText(120),
  category: text({ error: "Choose a category" }).trim().min(1, "Choose a category").max(80),
  image: z
    .union([imageUrl, z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
  imageAlt: optionalText(300),
  excerpt: optionalText(1000),
  content: text()
    .max(200_000, "The content is too long")
    .optional()
    .transform((value) => value ?? ""),
  status: z.enum(ARTICLE_STATUSES).default("draft"),
  metaTitle: metaText(META_TITLE_MAX),
  metaDescription: metaText(META_DESCRIPTION_MAX),
  socialImage: z
    .union([imageUrl, z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type ArticleInput = z.output<typeof ArticleSchema>;

/**
 * The article editor's form: the article, plus the version it was loaded at (edit page),
 * whether this is an autosave, and whether the editor accepted the cleaning the server
 * reported for the body.
 */
export const ArticleEditorSchema = ArticleSchema.extend({
  intent: z.enum(["save", "autosave"]).default("save"),
  baseVersion: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  acceptCleaning: z
    .literal("true")
    .optional()
    .transform((value) => value === "true"),
});
export type ArticleEditorInput = z.output<typeof ArticleEditorSchema>;

/** `POST /api/articles/publish`: the drafts to publish. */
export const PublishArticlesSchema = z.object({
  ids: z.array(z.uuid("Unknown article")).max(500),
});

/** `?page=&pageSize=` of article lists. */
export const ArticleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  published: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  status: z.enum(ARTICLE_STATUSES).optional(),
  search: text().trim().max(200).optional(),
});

/** Bulk generation: defaults and the largest batch one request may queue. */
export const BULK_DEFAULTS = { count: 3, category: "luxury-travel", author: "Editorial Team" };
export const BULK_MAX_ARTICLES = 50;

export const BULK_MESSAGES = {
  noCsvRows: "Please upload a CSV file with article data.",
  noTopics: "Please enter at least one topic.",
  noAuthorOrCategory: "Please provide author and category information.",
  count: `Enter a number of articles from 1 to ${BULK_MAX_ARTICLES}.`,
} as const;

/**
 * `POST /api/generate-bulk-articles`: CSV rows (keyword, title) or topics (one per
 * line) with a count; both with category, author and whether to generate images.
 */
export const BulkGenerationSchema = z
  .object({
    csvData: z
      .array(
        z.object({
          keyword: text().trim().min(1).max(200),
          title: text().trim().min(1).max(200),
        }),
      )
      .max(BULK_MAX_ARTICLES, `At most ${BULK_MAX_ARTICLES} articles at a time`)
      .optional(),
    topics: text().max(20_000).optional(),
    count: z.coerce
      .number({ error: BULK_MESSAGES.count })
      .int(BULK_MESSAGES.count)
      .min(1, BULK_MESSAGES.count)
      .max(BULK_MAX_ARTICLES, BULK_MESSAGES.count)
      .optional(),
    category: text().trim().max(80).default(""),
    author: text().trim().max(120).default(""),
    generateImages: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.csvData !== undefined) {
      if (value.csvData.length === 0) {
        context.addIssue({ code: "custom", path: ["csvData"], message: BULK_MESSAGES.noCsvRows });
      }
    } else if (!value.topics?.trim()) {
      context.addIssue({ code: "custom", path: ["topics"], message: BULK_MESSAGES.noTopics });
    }
    if (!value.category || !value.author) {
      context.addIssue({
        code: "custom",
        path: [value.author ? "category" : "author"],
        message: BULK_MESSAGES.noAuthorOrCategory,
      });
    }
  });
export type BulkGenerationInput = z.output<typeof BulkGenerationSchema>;

/** The topics of a manual request: one per non-empty line. */
export function topicLines(topics: string): string[] {
  return topics
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
