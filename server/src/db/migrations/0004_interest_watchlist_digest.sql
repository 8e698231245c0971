ALTER TABLE "expressions_of_interest" ADD COLUMN "connected_party" boolean;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD COLUMN "alert_frequency" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD COLUMN "match_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD COLUMN "watchlist_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_alert_frequency_check" CHECK ("buyer_preferences"."alert_frequency" in ('each', 'daily'));--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "watchlist_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_post_idx" ON "watchlist" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "watchlist_unreminded_idx" ON "watchlist" USING btree ("post_id") WHERE "watchlist"."reminded_at" is null;--> statement-breakpoint
CREATE TABLE "match_digest_entries" (
	"user_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"london_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "match_digest_entries_user_id_period_id_pk" PRIMARY KEY("user_id","period_id")
);
--> statement-breakpoint
ALTER TABLE "match_digest_entries" ADD CONSTRAINT "match_digest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digest_entries" ADD CONSTRAINT "match_digest_entries_period_id_posting_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."posting_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digest_entries" ADD CONSTRAINT "match_digest_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_digest_entries_unsent_idx" ON "match_digest_entries" USING btree ("london_day","user_id") WHERE "match_digest_entries"."sent_at" is null;
