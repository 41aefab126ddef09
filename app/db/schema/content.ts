import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
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

/** PostgreSQL's full-text document type; only ever computed by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const articleStatuses = ["draft", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** The editable fields of an article, as staged for a published one. */
export type StagedArticleFields = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  image: string | null;
  imageAlt: string;
  category: string;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
};

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
    /** What the cover shows, for readers who cannot see it; required to publish. */
    imageAlt: text("image_alt").notNull().default(""),
    /**
     * What search results and shared links show for the article; null takes the title, the
     * excerpt and the cover (see articleSearchAppearance).
     */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    socialImage: text("social_image"),
    category: text("category")
      .notNull()
      .references(() => articleCategories.slug, { onUpdate: "cascade" }),
    categoryName: text("category_name").notNull(),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    /** Minutes to read `content`, computed when it is written so lists never read bodies. */
    readingMinutes: integer("reading_minutes").notNull().default(1),
    /**
     * Counts the saves. A save names the version it was based on and is refused when another
     * save came first, so no editor overwrites what they have not seen.
     */
    version: integer("version").notNull().default(1),
    /**
     * The edits of a published article waiting for "Update": the live fields above stay what
     * visitors read until then. Null when there is nothing pending.
     */
    staged: jsonb("staged").$type<StagedArticleFields>(),
    ...timestamps,
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a draft publishes itself (the scheduled publishing worker); null when not scheduled. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /**
     * The words visitors search, weighted so a title match ranks above an excerpt match and
     * both above a body match; the body's tags are dropped first.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]+>', ' ', 'g')), 'C')`,
    ),
  },
  (table) => [
    index("articles_search_idx").using("gin", table.searchVector),
    index("articles_scheduled_idx")
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'draft' and ${table.scheduledAt} is not null`),
    index("articles_published_idx")
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index("articles_category_published_idx")
      .on(table.category, table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
    index("articles_created_idx").on(table.createdAt.desc()),
  ],
);

export const articleRevisionKinds = ["save", "autosave", "restore"] as const;
export type ArticleRevisionKind = (typeof articleRevisionKinds)[number];

/**
 * One saved state of an article's text and its search and social fields: who saved it, when,
 * and how. Consecutive autosaves of one author update their newest autosave revision for a
 * while instead of adding one each.
 */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: articleRevisionKinds }).notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    socialImage: text("social_image"),
    ...timestamps,
  },
  (table) => [index("article_revisions_article_idx").on(table.articleId, table.createdAt.desc())],
);

/**
 * The slugs an article was known by before it was renamed, so old links answer 301 with its
 * current address. Kept by a database trigger on `articles` (every writer, one rule): renaming
 * records the old slug, and a slug taken again by any article stops redirecting.
 */
export const articleSlugRedirects = pgTable("article_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: uuid("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link that shows an article's saved state, draft or not, to someone without an account,
 * until it expires or is revoked. Only the SHA-256 of the link's token is stored, so the table
 * cannot be read back into working links.
 */
export const articlePreviewLinks = pgTable(
  "article_preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("article_preview_links_article_idx").on(table.articleId)],
);

/** A label/value line of an aircraft's specification tables. */
export type SpecItem = { label: string; value: string };
/**
 * The extra lines of an aircraft's specification tables: facts that have no column of their
 * own. Every fact with a column (year, range, dimensions …) is stored only there.
 */
export type AircraftSpecifications = {
  general: SpecItem[];
  performance: SpecItem[];
  dimensions: SpecItem[];
};
export const aircraftStatuses = ["for-sale", "under-contract", "sold"] as const;
export type AircraftStatus = (typeof aircraftStatuses)[number];

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
    status: text("status", { enum: aircraftStatuses }).notNull().default("for-sale"),
    askingPrice: text("asking_price"),
    /** A listing states a price or says it is given on request; neither is incomplete. */
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    /** When the aircraft was first listed: days on market count from here. */
    listedAt: timestamp("listed_at", { withTimezone: true }),
    baseAp: text("base_ap"),
    location: text("location"),
    featured: boolean("featured").notNull().default(false),
    websiteListing: boolean("website_listing").notNull().default(false),
    manufacturer: text("manufacturer"),
    /** The certified maximum ("up to"); `seats_configured` is the cabin as fitted. */
    passengers: integer("passengers"),
    seatsConfigured: integer("seats_configured"),
    rangeNm: integer("range_nm"),
    cruiseSpeed: text("cruise_speed"),
    longRangeCruise: text("long_range_cruise"),
    maxAltitudeFt: integer("max_altitude_ft"),
    takeoffDistanceFt: integer("takeoff_distance_ft"),
    powerplant: text("powerplant"),
    baggage: text("baggage"),
    cabinLength: text("cabin_length"),
    cabinWidth: text("cabin_width"),
    cabinHeight: text("cabin_height"),
    cabinVolumeCuFt: integer("cabin_volume_cu_ft"),
    exteriorLength: text("exterior_length"),
    wingspan: text("wingspan"),
    exteriorHeight: text("exterior_height"),
    description: text("description").notNull().default(""),
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
/** An article a job wrote; `imageError` says why its picture could not be drawn. */
export type GeneratedArticleRef = { id: string; title: string; slug: string; imageError?: string };
/** A topic a job could not write, kept whole so it can be tried again, with the reason. */
export type GenerationFailure = { topic: GenerationTopic; title: string; reason: string };

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
    failures: jsonb("failures").$type<GenerationFailure[]>().notNull().default([]),
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
