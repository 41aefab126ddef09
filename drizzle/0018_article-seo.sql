ALTER TABLE "article_revisions" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "social_image" text;--> statement-breakpoint
-- Edits staged before these fields existed stage them empty, as the live article has them, so
-- every staged edit names every field it will publish.
UPDATE "articles" SET "staged" = '{"metaTitle": null, "metaDescription": null, "socialImage": null}'::jsonb || "staged" WHERE "staged" IS NOT NULL;
