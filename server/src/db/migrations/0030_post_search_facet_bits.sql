-- Public search's facet counts in one pass over the found posts (issue 58's speed): the found posts
-- are grouped by their regions' bit set and by their sectors' bit set (a few hundred distinct
-- values among 15 000 live posts), and each label sums the groups whose bit it is, rather than
-- unnesting each post's arrays and joining them to the labels.
--
-- A post's sectors as a bit set: bit n for the sector of id n * 100 (a sector's id is a multiple
-- of 100 and its children's ids follow it, see labels/categories.ts, so a child's id never is
-- one). Sectors up to id 6 200 fit; a post with a larger sector is refused here rather than
-- miscounted, as label_id_bits (0009) refuses a larger location. Only built-in functions are
-- called: a restore computes the column with an empty search_path.
CREATE FUNCTION "sector_id_bits"(category_ids integer[]) RETURNS bigint LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(category_ids) AS id WHERE id % 100 = 0 AND id NOT BETWEEN 100 AND 6200) THEN
    RAISE EXCEPTION 'sector ids % do not fit a bit set of sectors 100 to 6200', category_ids;
  END IF;
  RETURN (SELECT coalesce(bit_or(1::bigint << (id / 100)), 0) FROM unnest(category_ids) AS id WHERE id % 100 = 0);
END;
$$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_sector_bits" bigint GENERATED ALWAYS AS ("sector_id_bits"("match_category_ids")) STORED;--> statement-breakpoint
-- The live-posts index (0019, 0028) also holds the two bit sets, so a search with no words still
-- counts every facet from the index alone.
DROP INDEX IF EXISTS "posts_search_live_idx";--> statement-breakpoint
CREATE INDEX "posts_search_live_idx" ON "posts" USING btree ("current_end_date","current_start_date") INCLUDE ("id","display_home","match_location_ids","match_category_ids","match_location_bits","match_sector_bits","turnover_id","employees_id","trading_status_id","business_status_id") WHERE "withdrawn_at" IS NULL AND "sold" = false;
