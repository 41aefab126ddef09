CREATE TABLE "analytics_daily_events" (
	"day" date NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "charter_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "ebook_leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_daily_events_day_idx" ON "analytics_daily_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_daily_events_path_idx" ON "analytics_daily_events" USING btree ("path","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_events_campaign_idx" ON "analytics_daily_events" USING btree ("utm_campaign","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_totals_dimension_idx" ON "analytics_daily_totals" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_day_idx" ON "analytics_daily_visitors" USING btree ("day");--> statement-breakpoint
-- Events keep the referring site's host only: earlier rows stored the whole referring URL.
UPDATE "analytics_events" SET "referrer" = lower(substring("referrer" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')) WHERE "referrer" IS NOT NULL;
