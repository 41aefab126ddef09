ALTER TABLE "aircraft" ALTER COLUMN "status" SET DEFAULT 'for-sale';--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "price_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "seats_configured" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "long_range_cruise" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "max_altitude_ft" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "takeoff_distance_ft" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "powerplant" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "baggage" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_length" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_width" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_height" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "cabin_volume_cu_ft" integer;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "exterior_length" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "wingspan" text;--> statement-breakpoint
ALTER TABLE "aircraft" ADD COLUMN "exterior_height" text;--> statement-breakpoint
-- Every specification row whose fact now has a column moves into it: the row is dropped when
-- the column was empty (it takes the row's value) or already says the same; a row whose value
-- does not fit its column, or contradicts a value already stored there, stays as an extra row.
DO $$
DECLARE
  plane record;
  grp text;
  item jsonb;
  kept jsonb;
  extras jsonb;
  rule record;
  parts text[];
  current_value text;
  fits boolean;
  moved boolean;
  i int;
BEGIN
  FOR plane IN SELECT id, category, specifications FROM aircraft LOOP
    extras := '{}'::jsonb;
    FOREACH grp IN ARRAY ARRAY['general', 'performance', 'dimensions'] LOOP
      kept := '[]'::jsonb;
      FOR item IN SELECT value FROM jsonb_array_elements(coalesce(plane.specifications -> grp, '[]'::jsonb)) LOOP
        moved := false;
        IF lower(item ->> 'label') = 'category'
          AND regexp_replace(lower(trim(item ->> 'value')), '[^a-z0-9]+', '-', 'g')
            IN (plane.category, rtrim(plane.category, 's')) THEN
          moved := true;
        END IF;
        FOR rule IN
          SELECT * FROM (VALUES
            ('manufacturer', '^(.+)$', ARRAY['manufacturer'], ARRAY['text']),
            ('model', '^(.+)$', ARRAY['model'], ARRAY['text']),
            ('year', '^([0-9]{4})$', ARRAY['year'], ARRAY['integer']),
            ('registration', '^(.+)$', ARRAY['reg_number'], ARRAY['text']),
            ('serial number', '^(.+)$', ARRAY['serial_number'], ARRAY['text']),
            ('passengers', '^(?:up to )?([0-9]+)(?: passengers)?$', ARRAY['passengers'], ARRAY['integer']),
            ('passengers', '^up to ([0-9]+) \(configured for ([0-9]+)\)$', ARRAY['passengers', 'seats_configured'], ARRAY['integer', 'integer']),
            ('passengers', '^([0-9]+) in comfort \(certified for up to ([0-9]+)\)$', ARRAY['seats_configured', 'passengers'], ARRAY['integer', 'integer']),
            ('base', '^(.+) \(([A-Z0-9]{3,4})\)$', ARRAY['location', 'base_ap'], ARRAY['text', 'text']),
            ('range', '^([0-9][0-9,]*) nm$', ARRAY['range_nm'], ARRAY['integer']),
            ('max cruise speed', '^(.+)$', ARRAY['cruise_speed'], ARRAY['text']),
            ('cruise speed', '^(.+)$', ARRAY['cruise_speed'], ARRAY['text']),
            ('long-range cruise', '^(.+)$', ARRAY['long_range_cruise'], ARRAY['text']),
            ('max operating altitude', '^([0-9][0-9,]*) ft$', ARRAY['max_altitude_ft'], ARRAY['integer']),
            ('takeoff distance', '^([0-9][0-9,]*) ft$', ARRAY['takeoff_distance_ft'], ARRAY['integer']),
            ('engines', '^(.+)$', ARRAY['powerplant'], ARRAY['text']),
            ('baggage', '^(.+)$', ARRAY['baggage'], ARRAY['text']),
            ('cabin length', '^(.+)$', ARRAY['cabin_length'], ARRAY['text']),
            ('cabin width', '^(.+)$', ARRAY['cabin_width'], ARRAY['text']),
            ('cabin height', '^(.+)$', ARRAY['cabin_height'], ARRAY['text']),
            ('cabin volume', '^([0-9][0-9,]*) ft³$', ARRAY['cabin_volume_cu_ft'], ARRAY['integer']),
            ('exterior length', '^(.+)$', ARRAY['exterior_length'], ARRAY['text']),
            ('wingspan', '^(.+)$', ARRAY['wingspan'], ARRAY['text']),
            ('exterior height', '^(.+)$', ARRAY['exterior_height'], ARRAY['text'])
          ) AS rules(label, pattern, columns, types)
          WHERE rules.label = lower(trim(item ->> 'label'))
        LOOP
          EXIT WHEN moved;
          parts := regexp_match(trim(item ->> 'value'), rule.pattern, 'i');
          CONTINUE WHEN parts IS NULL;
          fits := true;
          FOR i IN 1 .. array_length(rule.columns, 1) LOOP
            IF rule.types[i] = 'integer' THEN
              parts[i] := replace(parts[i], ',', '');
              -- Beyond a 32-bit integer the figure is kept as text.
              IF length(parts[i]) > 9 THEN fits := false; END IF;
            END IF;
            EXECUTE format('SELECT %I::text FROM aircraft WHERE id = $1', rule.columns[i])
              INTO current_value USING plane.id;
            IF current_value IS NOT NULL AND current_value <> parts[i] THEN fits := false; END IF;
          END LOOP;
          CONTINUE WHEN NOT fits;
          FOR i IN 1 .. array_length(rule.columns, 1) LOOP
            EXECUTE format('UPDATE aircraft SET %I = $1::%s WHERE id = $2 AND %I IS NULL',
              rule.columns[i], rule.types[i], rule.columns[i])
              USING parts[i], plane.id;
          END LOOP;
          moved := true;
        END LOOP;
        IF NOT moved THEN kept := kept || jsonb_build_array(item); END IF;
      END LOOP;
      extras := extras || jsonb_build_object(grp, kept);
    END LOOP;
    UPDATE aircraft SET specifications = extras WHERE id = plane.id;
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE "aircraft" SET "status" = CASE
  WHEN lower(trim("status")) = 'sold' THEN 'sold'
  WHEN lower("status") LIKE '%contract%' THEN 'under-contract'
  ELSE 'for-sale'
END;
--> statement-breakpoint
-- What the site showed without a price ("Contact For Pricing") becomes an explicit choice.
UPDATE "aircraft" SET "price_on_request" = true WHERE "asking_price" IS NULL;
--> statement-breakpoint
-- Days on market were typed by hand; the listing date they imply takes their place.
UPDATE "aircraft" SET "listed_at" = CASE
  WHEN "dom" IS NOT NULL THEN now() - make_interval(days => "dom")
  WHEN "website_listing" THEN "created_at"
END;
--> statement-breakpoint
ALTER TABLE "aircraft" DROP COLUMN "dom";
