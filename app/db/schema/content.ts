import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const articleCategories = pgTable("article_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const articleStatuses = ["draft", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author").notNull().default(""),
    image: text("image"),
    category: text("category")
      .notNull()
      .references(() => articleCategories.slug, { onUpdate: "cascade" }),
    categoryName: text("category_name").notNull(),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    /** Minutes to read `content`, computed when it is written so lists never read bodies. */
    readingMinutes: integer("reading_minutes").notNull().default(1),
    ...timestamps,
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    index("articles_published_idx")
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index("articles_category_published_idx")
      .on(table.category, table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index("articles_created_idx").on(table.createdAt.desc()),
  ],
);

/** A label/value line of an aircraft's specification tables. */
export type SpecItem = { label: string; value: string };
export type AircraftSpecifications = {
  general: SpecItem[];
  performance: SpecItem[];
  dimensions: SpecItem[];
};
export type GalleryImage = { url: string; title: string; description: string };

export const aircraftCategorySlugs = [
  "ultra-long-range",
  "heavy-jets",
  "mid-size-jets",
  "light-jets",
  "turboprops",
] as const;
export type AircraftCategorySlug = (typeof aircraftCategorySlugs)[number];

export const aircraft = pgTable(
  "aircraft",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    name: text("name").notNull(),
    category: text("category", { enum: aircraftCategorySlugs }).notNull(),
    regNumber: text("reg_number"),
    serialNumber: text("serial_number"),
    year: integer("year"),
    ttaf: numeric("ttaf", { precision: 10, scale: 1, mode: "number" }),
    landings: integer("landings"),
    status: text("status").notNull().default("Available"),
    askingPrice: text("asking_price"),
    dom: integer("dom"),
    baseAp: text("base_ap"),
    location: text("location"),
    featured: boolean("featured").notNull().default(false),
    websiteListing: boolean("website_listing").notNull().default(false),
    passengers: integer("passengers"),
    rangeNm: integer("range_nm"),
    cruiseSpeed: text("cruise_speed"),
    description: text("description").notNull().default(""),
    heroImage: text("hero_image"),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    gallery: jsonb("gallery").$type<GalleryImage[]>().notNull().default([]),
    specifications: jsonb("specifications")
      .$type<AircraftSpecifications>()
      .notNull()
      .default({ general: [], performance: [], dimensions: [] }),
    engines: jsonb("engines").$type<SpecItem[]>().notNull().default([]),
    avionics: jsonb("avionics").$type<SpecItem[]>().notNull().default([]),
    interior: jsonb("interior").$type<SpecItem[]>().notNull().default([]),
    compliance: jsonb("compliance").$type<SpecItem[]>().notNull().default([]),
    specificationDocumentUrl: text("specification_document_url"),
    ...timestamps,
  },
  (table) => [
    index("aircraft_listed_idx")
      .on(table.featured.desc(), table.name)
      .where(sql`${table.websiteListing}`),
  ],
);

/** What one article of a bulk generation is written from: a free topic, or a CSV row. */
export type GenerationTopic =
  | { topic: string; angle?: number }
  | { keyword: string; title: string };
export type GeneratedArticleRef = { id: string; title: string; slug: string };

export const generationJobStatuses = [
  "queued",
  "running",
  "completed",
  "cancelled",
  "failed",
] as const;
export type GenerationJobStatus = (typeof generationJobStatuses)[number];

/**
 * A bulk article generation: a server-side job worked through one article
 * at a time by the background worker, so progress is real, Cancel stops the work, finished
 * articles stay as drafts and closing the browser loses nothing. `locked_until` is the
 * worker's claim; an expired claim (a crash) lets the job resume from `processed`.
 */
export const articleGenerationJobs = pgTable(
  "article_generation_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: generationJobStatuses }).notNull().default("queued"),
    topics: jsonb("topics").$type<GenerationTopic[]>().notNull(),
    category: text("category")
      .notNull()
      .references(() => articleCategories.slug, { onUpdate: "cascade" }),
    author: text("author").notNull(),
    generateImages: boolean("generate_images").notNull().default(false),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    articles: jsonb("articles").$type<GeneratedArticleRef[]>().notNull().default([]),
    failedTitles: jsonb("failed_titles").$type<string[]>().notNull().default([]),
    error: text("error"),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdById: text("created_by_id"),
    createdByEmail: text("created_by_email"),
    ...timestamps,
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("article_generation_jobs_active_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
