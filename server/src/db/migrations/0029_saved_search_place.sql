-- Saved searches keep every filter of the search page (issue 58): `filters` may now hold several
-- ids per filter, the appointment type, added, sort and exact (JSON, no change of column). A town
-- in the words is kept as the search reads it: the region it stands for and the other words'
-- tsquery (null when the town was all the words), so an alert finds the posts of that region as
-- the search page does (services/search/search-rules.ts).
ALTER TABLE "saved_searches" ADD COLUMN "place_region_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "place_query" tsquery;
