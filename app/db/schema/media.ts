import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { aircraft } from "./content";

/** One responsive rendition of an image: where browsers load it and its pixel size. */
export type MediaVariant = { url: string; width: number; height: number };

/**
 * An image processed for the web: `src` is the URL pages store and render (its largest
 * variant), `variants` every width offered in a `srcset`. `storageKeys` are the files this
 * record owns in the upload storage (the variants and the untouched original, which no page
 * references); they are removed with it. The site's own artwork is recorded with no keys.
 */
export const mediaAssets = pgTable("media_assets", {
  id: uuid("id").primaryKey().defaultRandom(),
  src: text("src").notNull().unique(),
  width: integer("width"),
  height: integer("height"),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  storageKeys: jsonb("storage_keys").$type<string[]>().notNull().default([]),
  originalType: text("original_type"),
  originalBytes: integer("original_bytes"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The photos of an aircraft in gallery order; exactly one may be the hero (the card and the
 * top of the detail page). Alt text is what a screen reader says; the caption is shown.
 */
export const aircraftImages = pgTable(
  "aircraft_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    aircraftId: uuid("aircraft_id")
      .notNull()
      .references(() => aircraft.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    caption: text("caption").notNull().default(""),
    alt: text("alt").notNull().default(""),
    hero: boolean("hero").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("aircraft_images_order_idx").on(table.aircraftId, table.position),
    uniqueIndex("aircraft_images_one_hero_idx").on(table.aircraftId).where(sql`${table.hero}`),
    check("aircraft_images_position_check", sql`${table.position} >= 0`),
  ],
);
