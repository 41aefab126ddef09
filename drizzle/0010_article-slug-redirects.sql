CREATE TABLE "article_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Renaming an article keeps its old slug as a redirect to the article; any article taking a
-- slug (new or renamed) removes the redirect of that slug, so a live article always wins.
CREATE OR REPLACE FUNCTION "record_article_slug_history"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO "article_slug_redirects" ("old_slug", "article_id") VALUES (OLD.slug, NEW.id)
    ON CONFLICT ("old_slug") DO UPDATE SET "article_id" = EXCLUDED."article_id", "created_at" = now();
  END IF;
  DELETE FROM "article_slug_redirects" WHERE "old_slug" = NEW.slug;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_slug_history"
AFTER INSERT OR UPDATE OF "slug" ON "articles"
FOR EACH ROW EXECUTE FUNCTION "record_article_slug_history"();
