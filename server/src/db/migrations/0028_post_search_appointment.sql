-- Public search's appointment type facet: the live-posts index also holds business_status_id (the
-- appointment type), so a search with no words still filters and counts every facet from the
-- index alone (0019), rather than reading a heap page per live post for that one column.
DROP INDEX IF EXISTS "posts_search_live_idx";--> statement-breakpoint
CREATE INDEX "posts_search_live_idx" ON "posts" USING btree ("current_end_date","current_start_date") INCLUDE ("id","display_home","match_location_ids","match_category_ids","turnover_id","employees_id","trading_status_id","business_status_id") WHERE "withdrawn_at" IS NULL AND "sold" = false;
