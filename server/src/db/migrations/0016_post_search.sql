-- Public search (issue 49): PostgreSQL's own full-text search, kept current by the database.
--
-- A post's text without its markup, as migration 0009's match_text reads it (block tags become
-- line breaks, inline tags go, the sanitiser's entities become their characters), for the search
-- vector and the snippet.
CREATE FUNCTION "post_plain_text"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace(html, '</?(p|br|h[2-4]|ul|ol|li|blockquote)(\s[^>]*)?/?>', E'\n', 'gi'), '<[^>]*>', '', 'g'),
    '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;--> statement-breakpoint
-- The names of the post's locations, categories (with their parent sectors) and key assets, set
-- whenever the match keys the triggers of migration 0006 keep change: a generated column cannot
-- read the label tables. Label names are fixed by the seed (no call changes them).
ALTER TABLE "posts" ADD COLUMN "search_labels" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "post_search_labels"(location_ids integer[], category_ids integer[], asset_ids integer[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\n',
    (SELECT string_agg("description", E'\n' ORDER BY "id") FROM "locations" WHERE "id" = ANY(location_ids)),
    (SELECT string_agg("description", E'\n' ORDER BY "id") FROM "categories" WHERE "id" = ANY(category_ids)),
    (SELECT string_agg("description", E'\n' ORDER BY "id") FROM "key_assets" WHERE "id" = ANY(asset_ids)))
$$;--> statement-breakpoint
CREATE FUNCTION "post_match_keys_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_labels" := "post_search_labels"(NEW."match_location_ids", NEW."match_category_ids", NEW."match_asset_ids");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search_labels" BEFORE INSERT OR UPDATE OF "match_location_ids", "match_category_ids", "match_asset_ids" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "post_match_keys_changed"();--> statement-breakpoint
UPDATE "posts" SET "search_labels" = "post_search_labels"("match_location_ids", "match_category_ids", "match_asset_ids");--> statement-breakpoint
-- Heading (A) above the label names (B) above the description (C), stemmed as English; the
-- regconfig is named so that the expression is immutable.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "activity_heading"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "search_labels"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "post_plain_text"("description")), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
-- Every word posts were written with (lower case, unstemmed, letters only), for typo tolerance:
-- a searched word that finds no live post is also searched as its nearest words here (pg_trgm). Kept by
-- a trigger; a word no post holds any more stays (it then finds nothing and costs nothing).
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "post_words"(heading text, labels text, description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple'::regconfig, heading || E'\n' || labels || E'\n' || "post_plain_text"(description)))
  WHERE length(lexeme) BETWEEN 3 AND 30 AND lexeme ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
CREATE FUNCTION "post_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT "post_words"(NEW."activity_heading", NEW."search_labels", NEW."description") ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_text_inserted" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "post_text_changed"();--> statement-breakpoint
CREATE TRIGGER "posts_text_updated" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."activity_heading" IS DISTINCT FROM NEW."activity_heading" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."search_labels" IS DISTINCT FROM NEW."search_labels")
  EXECUTE FUNCTION "post_text_changed"();--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT "post_words"("activity_heading", "search_labels", "description") FROM "posts" ON CONFLICT DO NOTHING;
