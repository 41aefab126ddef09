ALTER TABLE "article_generation_jobs" ADD COLUMN "failures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Jobs written before reasons were recorded keep their failed titles, as topics that can be retried.
UPDATE "article_generation_jobs" SET "failures" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'topic', jsonb_build_object('topic', title),
    'title', title,
    'reason', 'Not recorded'
  ) ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text("failed_titles") WITH ORDINALITY AS failed(title, position)
);
