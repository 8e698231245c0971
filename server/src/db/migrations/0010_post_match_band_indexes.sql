-- The inbox's For Sale indexes led by the turnover and employee bands (issue 9's p99): a buyer
-- names the bands they want (`turnover_id = any(...)`, `employees_id = any(...)`), and the index
-- is then read only in those bands' For Sale ranges instead of across the whole range with the
-- bands tested on every post. Most buyers choose two to four bands of each: at 100 000 posts a
-- page read 366 buffers instead of 609 on average, and a buyer with keywords and two turnover
-- bands 377 instead of 975 (the keyword index is the widest). A buyer of every band with
-- keywords reads the same posts as before, in 81 short ranges.
--
-- The date-led posts_for_sale_idx and posts_for_sale_sort_text_idx stay for the pages that name
-- no band (posts by location or category, the public lists, and the inbox of a buyer of every
-- band without keywords: matching.ts); the date-led keyword index served the inbox alone and goes.
CREATE INDEX "posts_for_sale_by_band_idx" ON "posts" USING btree ("turnover_id","employees_id","current_end_date","current_start_date") INCLUDE ("id","match_location_bits","match_asset_bits","match_category_ids","created_at") WHERE "withdrawn_at" IS NULL AND "sold" = false;--> statement-breakpoint
CREATE INDEX "posts_for_sale_by_band_sort_text_idx" ON "posts" USING btree ("turnover_id","employees_id","current_end_date","current_start_date") INCLUDE ("id","match_location_bits","match_asset_bits","match_category_ids","created_at","sort_heading","sort_reference") WHERE "withdrawn_at" IS NULL AND "sold" = false;--> statement-breakpoint
CREATE INDEX "posts_for_sale_by_band_keyword_idx" ON "posts" USING btree ("turnover_id","employees_id","current_end_date","current_start_date") INCLUDE ("id","match_location_bits","match_asset_bits","match_category_ids","created_at","sort_heading","sort_reference","match_text") WHERE "withdrawn_at" IS NULL AND "sold" = false;--> statement-breakpoint
DROP INDEX IF EXISTS "posts_for_sale_keyword_idx";
