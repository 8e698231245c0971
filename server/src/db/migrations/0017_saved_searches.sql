-- Saved searches (issue 49): a buyer's search words and filters, mailed as new posts match them.
--
-- `search_query` is the search's own tsquery (services/search/search-query.ts), built when the
-- search is saved; null when filters alone make the search. `filters` holds the search's filter
-- keys (shared-contracts savedSearchFiltersSchema). A post going live is matched against every
-- saved search in one statement (services/interest/saved-search-alerts.ts).
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" text NOT NULL,
	"search_query" tsquery,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery" text DEFAULT 'each' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_delivery_check" CHECK ("saved_searches"."delivery" in ('each', 'daily'))
);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
-- Each post a saved search found, once ever: no second mail for the same post and search (a repost included).
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_post_id_pk" PRIMARY KEY("saved_search_id","post_id")
);--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_post_user_idx" ON "saved_search_matches" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_user_idx" ON "saved_search_matches" USING btree ("user_id");--> statement-breakpoint
-- A digest line may come from the buyer's criteria, a saved search, or both: each keeps it in the digest while it stands.
ALTER TABLE "match_digest_entries" ADD COLUMN "by_criteria" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "match_digest_entries" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "match_digest_entries" ADD CONSTRAINT "match_digest_entries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_digest_entries_saved_search_idx" ON "match_digest_entries" USING btree ("saved_search_id");
