ALTER TABLE "articles" ADD COLUMN "reading_minutes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing articles get the reading time the application computes on write (app/utils/reading-time.ts):
-- scripts, styles, tags and entities are not words; a word holds a letter or a digit; 220 words a minute.
UPDATE "articles" SET "reading_minutes" = greatest(1, ceil((
  SELECT count(*) FROM regexp_split_to_table(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace("content", '<style.*?</style>', ' ', 'gi'),
          '<script.*?</script>', ' ', 'gi'),
        '<[^>]*>', ' ', 'g'),
      '&[#a-z0-9]+;', ' ', 'gi'),
    '\s+') AS word
  WHERE word ~ '[[:alnum:]]'
) / 220.0));
