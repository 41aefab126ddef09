-- Every write to a table that public pages show announces itself on the channel
-- `content_changed` (payload: the table's name). Servers LISTEN on it and drop their cached
-- public pages and reads. Being a trigger, it fires for every writer — page actions, the API,
-- the background worker, the seed and the CLI, in any process — and nothing outside the
-- database can raise it. Statement-level: one notification per statement, however many rows;
-- PostgreSQL also folds identical notifications of one transaction into one, sent at commit.
CREATE OR REPLACE FUNCTION "notify_content_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "article_categories_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_categories"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "aircraft_content_changed"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aircraft"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
