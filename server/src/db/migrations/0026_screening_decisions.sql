-- The practitioner's decision on a buyer's possible match on the UK Sanctions List (issue 56,
-- part 3), per post: not the same person (with a reason) or a true match, by whom and when. A
-- decision is keyed by who was screened and the list's Unique ID, so it carries over to later
-- runs that find the same entry for the same subject; a true match pauses the buyer's access to
-- that post's deal room.
CREATE TABLE "screening_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"match_id" integer,
	"subject_kind" text NOT NULL,
	"subject_name" text NOT NULL,
	"unique_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screening_decisions_decision_check" CHECK ("screening_decisions"."decision" in ('not_same_person', 'true_match')),
	CONSTRAINT "screening_decisions_subject_check" CHECK ("screening_decisions"."subject_kind" in ('buyer', 'company', 'owner'))
);--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_match_id_screening_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."screening_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_decisions" ADD CONSTRAINT "screening_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_decisions_subject_idx" ON "screening_decisions" USING btree ("post_id","buyer_id","subject_kind","subject_name","unique_id");--> statement-breakpoint
CREATE INDEX "screening_decisions_buyer_idx" ON "screening_decisions" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "screening_decisions_match_idx" ON "screening_decisions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "screening_decisions_decided_by_idx" ON "screening_decisions" USING btree ("decided_by");
