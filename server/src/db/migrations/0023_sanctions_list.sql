-- The UK Sanctions List (issue 56): each import is a version; at most one is in force. A version's
-- designations and names go with it (cascade). pg_trgm is created by 0008 (PGlite loads it from
-- db/pglite-extensions.ts); its trigram index on the normalised names is for screening.
CREATE TABLE "sanctions_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"published_on" date NOT NULL,
	"designation_count" integer NOT NULL,
	"name_count" integer NOT NULL,
	"alias_count" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"in_force_from" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "sanctions_list_versions_status_check" CHECK ("sanctions_list_versions"."status" in ('in_force', 'pending_confirmation', 'superseded', 'rejected'))
);--> statement-breakpoint
CREATE TABLE "sanctions_designations" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"unique_id" text NOT NULL,
	"ofsi_group_id" text,
	"un_reference_number" text,
	"entity_type" text NOT NULL,
	"regime" text NOT NULL,
	"designation_source" text,
	"date_designated" date,
	"last_updated" date,
	"dates_of_birth" text[] NOT NULL,
	"nationalities" text[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "sanctions_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"designation_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"name_type" text NOT NULL,
	"alias_strength" text,
	"title" text,
	"full_name" text NOT NULL,
	"normalised_name" text NOT NULL,
	"script" text,
	"language" text
);--> statement-breakpoint
ALTER TABLE "sanctions_list_versions" ADD CONSTRAINT "sanctions_list_versions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_list_versions" ADD CONSTRAINT "sanctions_list_versions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_designations" ADD CONSTRAINT "sanctions_designations_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_designation_id_sanctions_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."sanctions_designations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_list_versions_one_in_force_idx" ON "sanctions_list_versions" USING btree ("status") WHERE "sanctions_list_versions"."status" = 'in_force';--> statement-breakpoint
CREATE INDEX "sanctions_list_versions_imported_at_idx" ON "sanctions_list_versions" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "sanctions_list_versions_imported_by_idx" ON "sanctions_list_versions" USING btree ("imported_by");--> statement-breakpoint
CREATE INDEX "sanctions_list_versions_decided_by_idx" ON "sanctions_list_versions" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_designations_version_unique_idx" ON "sanctions_designations" USING btree ("version_id","unique_id");--> statement-breakpoint
CREATE INDEX "sanctions_names_designation_idx" ON "sanctions_names" USING btree ("designation_id");--> statement-breakpoint
CREATE INDEX "sanctions_names_version_idx" ON "sanctions_names" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "sanctions_names_normalised_trgm_idx" ON "sanctions_names" USING gin ("normalised_name" gin_trgm_ops);
