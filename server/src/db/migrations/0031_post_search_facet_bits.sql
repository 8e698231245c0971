-- Public search's facet counts in one pass over the found posts (issue 58's speed): the found posts
-- are grouped by their regions' bit set and by their sectors' bit set (a few hundred distinct
-- values among 15 000 live posts), and each label sums the groups whose bit it is, rather than
-- unnesting each post's arrays and joining them to the labels.
--
-- A post's sectors as a bit set: bit n for the sector of id n * 100 (a sector's id is a multiple
-- of 100 and its children's ids follow it, see labels/categories.ts, so a child's id never is
-- one). label_id_bits (0009) sets the bits, and refuses a post with a sector past id 6 200
-- rather than miscount it.
CREATE FUNCTION "sector_id_bits"(category_ids integer[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "label_id_bits"(ARRAY(SELECT id / 100 FROM unnest(category_ids) AS id WHERE id % 100 = 0))
$$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_sector_bits" bigint GENERATED ALWAYS AS ("sector_id_bits"("match_category_ids")) STORED;--> statement-breakpoint
-- The live-posts index (0019, 0028) also holds the two bit sets, so a search with no words still
-- counts every facet from the index alone.
DROP INDEX IF EXISTS "posts_search_live_idx";--> statement-breakpoint
CREATE INDEX "posts_search_live_idx" ON "posts" USING btree ("current_end_date","current_start_date") INCLUDE ("id","display_home","match_location_ids","match_category_ids","match_location_bits","match_sector_bits","turnover_id","employees_id","trading_status_id","business_status_id") WHERE "withdrawn_at" IS NULL AND "sold" = false;
