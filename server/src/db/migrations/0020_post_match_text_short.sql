-- The inbox's keyword index (migration 0010) held each For Sale or draft post's whole keyword
-- text, and a B-tree entry may not exceed about 2 700 bytes (a third of a page; entries are never
-- moved out of line): a description of some 2 400 characters of varied words (random words
-- compress least) was refused with SQLSTATE 54000 though the form allows 50 000.
--
-- The index now holds `match_text_short`: the keyword text while it has at most 1 500 bytes,
-- else null. The other columns of an entry take at most about 1 000 bytes (a heading of 150
-- three-byte characters, a reference of 50, 66 category ids), so an entry stays well under the
-- limit whatever the post holds. A short post is still matched from the index alone; a longer
-- one reads its `match_text` from its row (matching.ts), one primary-key lookup per such post.
CREATE FUNCTION "short_match_text"(match_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN octet_length(match_text) <= 1500 THEN match_text END
$$;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_text_short" text GENERATED ALWAYS AS ("short_match_text"(lower("activity_heading" || E'\n' || "post_plain_text"("description") || E'\n' || "reference"))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "posts_for_sale_by_band_keyword_idx";--> statement-breakpoint
CREATE INDEX "posts_for_sale_by_band_keyword_idx" ON "posts" USING btree ("turnover_id","employees_id","current_end_date","current_start_date") INCLUDE ("id","match_location_bits","match_asset_bits","match_category_ids","created_at","sort_heading","sort_reference","match_text_short") WHERE "withdrawn_at" IS NULL AND "sold" = false;
