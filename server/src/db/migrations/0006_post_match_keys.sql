-- What matching and site status read of a post, kept on the post row by triggers so that the
-- inbox and status lists filter posts without a correlated subquery per post: the start and
-- end dates of its latest posting period (by start date, then id), and its locations,
-- categories with their parent sectors, and key assets as sorted arrays.
ALTER TABLE "posts" ADD COLUMN "current_start_date" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "current_end_date" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_location_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "match_asset_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refresh_post_match_keys"(post_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "posts" p SET
    "current_start_date" = latest."start_date",
    "current_end_date" = latest."end_date",
    "match_location_ids" = coalesce((SELECT array_agg(DISTINCT l."location_id" ORDER BY l."location_id") FROM "post_locations" l WHERE l."post_id" = p."id"), '{}'),
    "match_category_ids" = coalesce((SELECT array_agg(DISTINCT ids.id ORDER BY ids.id) FROM "post_categories" pc
      JOIN "categories" c ON c."id" = pc."category_id" CROSS JOIN LATERAL (VALUES (c."id"), (c."parent_id")) AS ids(id)
      WHERE pc."post_id" = p."id" AND ids.id IS NOT NULL), '{}'),
    "match_asset_ids" = coalesce((SELECT array_agg(DISTINCT a."asset_id" ORDER BY a."asset_id") FROM "post_assets" a WHERE a."post_id" = p."id"), '{}')
  FROM "posts" target LEFT JOIN LATERAL (
    SELECT pp."start_date", pp."end_date" FROM "posting_periods" pp WHERE pp."post_id" = target."id"
    ORDER BY pp."start_date" DESC, pp."id" DESC LIMIT 1) latest ON true
  WHERE target."id" = ANY(post_ids) AND p."id" = target."id";
$$;--> statement-breakpoint
CREATE FUNCTION "post_children_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_post_match_keys"(ARRAY(SELECT DISTINCT "post_id" FROM changed_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posting_periods_inserted" AFTER INSERT ON "posting_periods" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "posting_periods_updated" AFTER UPDATE ON "posting_periods" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "posting_periods_deleted" AFTER DELETE ON "posting_periods" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_locations_inserted" AFTER INSERT ON "post_locations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_locations_updated" AFTER UPDATE ON "post_locations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_locations_deleted" AFTER DELETE ON "post_locations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_categories_inserted" AFTER INSERT ON "post_categories" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_categories_updated" AFTER UPDATE ON "post_categories" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_categories_deleted" AFTER DELETE ON "post_categories" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_assets_inserted" AFTER INSERT ON "post_assets" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_assets_updated" AFTER UPDATE ON "post_assets" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
CREATE TRIGGER "post_assets_deleted" AFTER DELETE ON "post_assets" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "post_children_changed"();--> statement-breakpoint
SELECT "refresh_post_match_keys"(ARRAY(SELECT "id" FROM "posts"));--> statement-breakpoint
-- The inbox reads For Sale posts from this index alone (no heap visit unless a buyer has keywords).
CREATE INDEX "posts_current_period_idx" ON "posts" USING btree ("current_end_date","current_start_date") INCLUDE ("id","turnover_id","employees_id","match_location_ids","match_category_ids","match_asset_ids") WHERE "withdrawn_at" IS NULL AND "sold" = false;
