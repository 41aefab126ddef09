CREATE TABLE "aircraft_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"hero" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aircraft_images_position_check" CHECK ("aircraft_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"src" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_type" text,
	"original_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_src_unique" UNIQUE("src")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft_images" ADD CONSTRAINT "aircraft_images_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_images" ADD CONSTRAINT "aircraft_images_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircraft_images_order_idx" ON "aircraft_images" USING btree ("aircraft_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_images_one_hero_idx" ON "aircraft_images" USING btree ("aircraft_id") WHERE "aircraft_images"."hero";--> statement-breakpoint
-- Every picture an aircraft showed becomes one of its photos, in the order pages showed them:
-- the hero first (kept as the hero), then the gallery (title → caption, description → alt
-- text), then any other image. Alt text falls back to the aircraft's name and the caption.
CREATE TEMPORARY TABLE "legacy_aircraft_pictures" AS
WITH "pictures" AS (
  SELECT "id" AS "aircraft_id", "name", "hero_image" AS "url", '' AS "caption", '' AS "description",
         0 AS "part", 0::bigint AS "n", true AS "hero"
  FROM "aircraft" WHERE coalesce("hero_image", '') <> ''
  UNION ALL
  SELECT a."id", a."name", g."item"->>'url', coalesce(g."item"->>'title', ''),
         coalesce(g."item"->>'description', ''), 1, g."n", false
  FROM "aircraft" a CROSS JOIN LATERAL jsonb_array_elements(a."gallery") WITH ORDINALITY AS g("item", "n")
  WHERE coalesce(g."item"->>'url', '') <> ''
  UNION ALL
  SELECT a."id", a."name", i."url", '', '', 2, i."n", false
  FROM "aircraft" a CROSS JOIN LATERAL jsonb_array_elements_text(a."images") WITH ORDINALITY AS i("url", "n")
  WHERE i."url" <> ''
), "ranked" AS (
  SELECT *, row_number() OVER (PARTITION BY "aircraft_id", "url" ORDER BY "part", "n") AS "copy"
  FROM "pictures"
), "firsts" AS (
  -- A picture listed twice (the hero inside the gallery) keeps its first place, and the
  -- caption and description of whichever listing had them.
  SELECT r.*,
         (SELECT max(o."caption") FROM "ranked" o WHERE o."aircraft_id" = r."aircraft_id" AND o."url" = r."url") AS "any_caption",
         (SELECT max(o."description") FROM "ranked" o WHERE o."aircraft_id" = r."aircraft_id" AND o."url" = r."url") AS "any_description"
  FROM "ranked" r WHERE r."copy" = 1
)
SELECT "aircraft_id", "url", "hero", "any_caption" AS "caption",
       coalesce(nullif("any_description", ''),
                CASE WHEN "any_caption" <> '' THEN "name" || ': ' || "any_caption" ELSE "name" END) AS "alt",
       (row_number() OVER (PARTITION BY "aircraft_id" ORDER BY "part", "n") - 1)::integer AS "position"
FROM "firsts";
--> statement-breakpoint
-- The site's own artwork (/images/…/X.webp) has 400 and 800 px variants beside it and is
-- 1,600 px wide: 16:9 for heroes, 3:2 for the rest (its resizer rounds a half pixel down). Any other address is kept as it is, its
-- size unknown.
INSERT INTO "media_assets" ("src", "width", "height", "variants")
SELECT DISTINCT ON ("url") "url",
       CASE WHEN "artwork" THEN 1600 END,
       CASE WHEN "artwork" THEN "full_height" END,
       CASE WHEN "artwork" THEN jsonb_build_array(
         jsonb_build_object('url', "base" || '-400.webp', 'width', 400, 'height', ceil("full_height" / 4.0 - 0.5)::integer),
         jsonb_build_object('url', "base" || '-800.webp', 'width', 800, 'height', ceil("full_height" / 2.0 - 0.5)::integer),
         jsonb_build_object('url', "url", 'width', 1600, 'height', "full_height"))
       ELSE '[]'::jsonb END
FROM (
  SELECT "url",
         "url" ~ '^/images/[A-Za-z0-9/_-]+\.webp$' AS "artwork",
         substr("url", 1, length("url") - 5) AS "base",
         CASE WHEN "url" ~ '/hero\.webp$' THEN 900 ELSE 1067 END AS "full_height"
  FROM "legacy_aircraft_pictures"
) AS "urls"
ON CONFLICT ("src") DO NOTHING;
--> statement-breakpoint
INSERT INTO "aircraft_images" ("aircraft_id", "media_id", "position", "caption", "alt", "hero")
SELECT p."aircraft_id", m."id", p."position", p."caption", p."alt", p."hero"
FROM "legacy_aircraft_pictures" p JOIN "media_assets" m ON m."src" = p."url";
--> statement-breakpoint
DROP TABLE "legacy_aircraft_pictures";
--> statement-breakpoint
-- Covers published before alt text existed are described by their article's title.
UPDATE "articles" SET "image_alt" = "title" WHERE "image" IS NOT NULL AND "image_alt" = '';
--> statement-breakpoint
CREATE TRIGGER "aircraft_images_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft_images"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "media_assets_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_assets"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
ALTER TABLE "aircraft" DROP COLUMN "hero_image";--> statement-breakpoint
ALTER TABLE "aircraft" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "aircraft" DROP COLUMN "gallery";