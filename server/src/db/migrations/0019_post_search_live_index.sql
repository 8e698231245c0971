-- Public search (issue 49): the live posts with every column a search filters and counts by, so
-- the facets and the page of a search with no words (every live public post) read this index
-- alone rather than a heap page per post (15 000 live posts: ~370 index pages instead of ~10 000
-- heap pages, twice a request). A search with words still reads the heap for its rank.
CREATE INDEX "posts_search_live_idx" ON "posts" USING btree ("current_end_date","current_start_date") INCLUDE ("id","display_home","match_location_ids","match_category_ids","turnover_id","employees_id","trading_status_id") WHERE "withdrawn_at" IS NULL AND "sold" = false;
