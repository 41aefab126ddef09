CREATE TABLE "article_generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"topics" jsonb NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"generate_images" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"articles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_titles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone,
	"created_by_id" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "article_generation_jobs" ADD CONSTRAINT "article_generation_jobs_category_article_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."article_categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "article_generation_jobs_active_idx" ON "article_generation_jobs" USING btree ("created_at") WHERE "article_generation_jobs"."status" in ('queued', 'running');