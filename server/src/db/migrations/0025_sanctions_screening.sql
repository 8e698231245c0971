-- Screening buyers against the UK Sanctions List in force (issue 56, part 2): the beneficial
-- owners a buyer declares, each screening run (buyer, company, owners against one list version,
-- and why it ran) and its possible matches with their scores and reasons, and the re-screening
-- of every buyer in a live deal room when a version comes into force (one row per version).
CREATE TABLE "buyer_beneficial_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"date_of_birth" date,
	"share_percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyer_beneficial_owners_share_check" CHECK ("buyer_beneficial_owners"."share_percent" >= 25 and "buyer_beneficial_owners"."share_percent" <= 100)
);--> statement-breakpoint
CREATE TABLE "screening_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"reason" text NOT NULL,
	"result" text NOT NULL,
	"subject_count" integer NOT NULL,
	"screened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screening_runs_result_check" CHECK ("screening_runs"."result" in ('clear', 'possible_match')),
	CONSTRAINT "screening_runs_reason_check" CHECK ("screening_runs"."reason" in ('nda_accepted', 'offer', 'details_changed', 'list_version'))
);--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_name" text NOT NULL,
	"owner_id" integer,
	"version_id" integer NOT NULL,
	"designation_id" integer NOT NULL,
	"name_id" integer NOT NULL,
	"unique_id" text NOT NULL,
	"name_score" numeric(4, 3) NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "screening_matches_subject_check" CHECK ("screening_matches"."subject_kind" in ('buyer', 'company', 'owner'))
);--> statement-breakpoint
CREATE TABLE "screening_rescreens" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"buyer_count" integer,
	"match_count" integer
);--> statement-breakpoint
ALTER TABLE "screening_rescreens" ADD CONSTRAINT "screening_rescreens_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_beneficial_owners" ADD CONSTRAINT "buyer_beneficial_owners_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_run_id_screening_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."screening_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_owner_id_buyer_beneficial_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."buyer_beneficial_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_designation_id_sanctions_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."sanctions_designations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_name_id_sanctions_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."sanctions_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_beneficial_owners_buyer_idx" ON "buyer_beneficial_owners" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "screening_runs_buyer_idx" ON "screening_runs" USING btree ("buyer_id","screened_at");--> statement-breakpoint
CREATE INDEX "screening_runs_version_idx" ON "screening_runs" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "screening_matches_run_idx" ON "screening_matches" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "screening_matches_owner_idx" ON "screening_matches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "screening_matches_version_idx" ON "screening_matches" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "screening_matches_designation_idx" ON "screening_matches" USING btree ("designation_id");--> statement-breakpoint
CREATE INDEX "screening_matches_name_idx" ON "screening_matches" USING btree ("name_id");
