-- Releases of the front-end areas (issue 57): each build's files kept in the database, so every
-- instance serves the same releases and backups hold them; the changes of each area's current release.
CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_release_id" integer,
	"file_count" integer NOT NULL,
	"byte_size" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_previous_release_id_releases_id_fk" FOREIGN KEY ("previous_release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_area_version_idx" ON "releases" USING btree ("area","version");--> statement-breakpoint
CREATE INDEX "releases_released_by_idx" ON "releases" USING btree ("released_by");--> statement-breakpoint
CREATE INDEX "releases_previous_idx" ON "releases" USING btree ("previous_release_id");--> statement-breakpoint
CREATE TABLE "release_files" (
	"release_id" integer NOT NULL,
	"path" text NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "release_files_release_id_path_pk" PRIMARY KEY("release_id","path")
);
--> statement-breakpoint
ALTER TABLE "release_files" ADD CONSTRAINT "release_files_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Mostly minified or already compressed (.br, .gz): keep them out of PostgreSQL's own compression.
ALTER TABLE "release_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TABLE "release_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"release_id" integer,
	"from_release_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "release_changes_action_check" CHECK ("release_changes"."action" in ('release', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "release_changes" ADD CONSTRAINT "release_changes_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_changes" ADD CONSTRAINT "release_changes_from_release_id_releases_id_fk" FOREIGN KEY ("from_release_id") REFERENCES "public"."releases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_changes" ADD CONSTRAINT "release_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_changes_area_idx" ON "release_changes" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "release_changes_from_idx" ON "release_changes" USING btree ("from_release_id","changed_at");--> statement-breakpoint
CREATE INDEX "release_changes_release_idx" ON "release_changes" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "release_changes_changed_by_idx" ON "release_changes" USING btree ("changed_by");
