-- The search's typo tolerance keeps the words of the posts a visitor may find (migration 0016), and
-- only theirs: a post that has been posted (it has a posting period: Scheduled, For Sale or
-- Expired), is neither withdrawn nor sold and is displayed publicly. A draft's saves kept every
-- word of every save for good (20 saves of one draft with 2 400 characters of made-up words added
-- 6 000 words); a draft's words are kept once it is posted, when its latest period is written.
-- A scheduled post goes on sale without a write, so its words are kept from its posting.
CREATE OR REPLACE FUNCTION "post_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."current_end_date" IS NOT NULL AND NEW."withdrawn_at" IS NULL AND NOT NEW."sold" AND NEW."display_home" THEN
    INSERT INTO "search_words" ("word") SELECT "post_words"(NEW."activity_heading", NEW."search_labels", NEW."description") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "posts_text_updated" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_text_updated" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."activity_heading" IS DISTINCT FROM NEW."activity_heading" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."search_labels" IS DISTINCT FROM NEW."search_labels"
    OR OLD."current_end_date" IS DISTINCT FROM NEW."current_end_date" OR OLD."display_home" IS DISTINCT FROM NEW."display_home")
  EXECUTE FUNCTION "post_text_changed"();--> statement-breakpoint
-- The words kept so far, drafts' included, give way to those of the posts above.
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT "post_words"("activity_heading", "search_labels", "description") FROM "posts"
  WHERE "current_end_date" IS NOT NULL AND "withdrawn_at" IS NULL AND NOT "sold" AND "display_home" ON CONFLICT DO NOTHING;
