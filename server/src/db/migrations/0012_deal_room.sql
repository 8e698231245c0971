CREATE TABLE "seller_nda_texts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_nda_texts" ADD CONSTRAINT "seller_nda_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "deal_rooms" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"nda_required" boolean DEFAULT false NOT NULL,
	"pack_release" text DEFAULT 'automatic' NOT NULL,
	"offers_close_at" timestamp with time zone,
	"accepted_offer_id" integer,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_rooms_pack_release_check" CHECK ("deal_rooms"."pack_release" in ('automatic', 'on_approval'))
);
--> statement-breakpoint
ALTER TABLE "deal_rooms" ADD CONSTRAINT "deal_rooms_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "nda_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"from_standard_text" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nda_versions" ADD CONSTRAINT "nda_versions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_versions" ADD CONSTRAINT "nda_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nda_versions_post_version_idx" ON "nda_versions" USING btree ("post_id","version");--> statement-breakpoint
CREATE TABLE "nda_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"nda_version_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_nda_version_id_nda_versions_id_fk" FOREIGN KEY ("nda_version_id") REFERENCES "public"."nda_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD CONSTRAINT "nda_acceptances_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptances_post_buyer_idx" ON "nda_acceptances" USING btree ("post_id","buyer_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_buyer_idx" ON "nda_acceptances" USING btree ("buyer_id");--> statement-breakpoint
CREATE TABLE "deal_room_access" (
	"post_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "deal_room_access_post_id_buyer_id_pk" PRIMARY KEY("post_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_access" ADD CONSTRAINT "deal_room_access_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_post_idx" ON "stored_files" USING btree ("post_id");--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The chunks are already compressed or small: keep them out of PostgreSQL's own compression.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TABLE "pack_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pack_documents" ADD CONSTRAINT "pack_documents_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_documents" ADD CONSTRAINT "pack_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pack_documents_file_idx" ON "pack_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "pack_documents_post_idx" ON "pack_documents" USING btree ("post_id","sort_order");--> statement-breakpoint
CREATE TABLE "pack_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pack_downloads" ADD CONSTRAINT "pack_downloads_document_id_pack_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pack_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_downloads" ADD CONSTRAINT "pack_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_downloads_document_idx" ON "pack_downloads" USING btree ("document_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "pack_downloads_user_idx" ON "pack_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "deal_room_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_room_questions" ADD CONSTRAINT "deal_room_questions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_questions" ADD CONSTRAINT "deal_room_questions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_questions" ADD CONSTRAINT "deal_room_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_room_questions_post_idx" ON "deal_room_questions" USING btree ("post_id","asked_at");--> statement-breakpoint
CREATE INDEX "deal_room_questions_buyer_idx" ON "deal_room_questions" USING btree ("buyer_id");--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_post_buyer_idx" ON "offers" USING btree ("post_id","buyer_id");--> statement-breakpoint
ALTER TABLE "deal_rooms" ADD CONSTRAINT "deal_rooms_accepted_offer_id_offers_id_fk" FOREIGN KEY ("accepted_offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"amount_pence" bigint NOT NULL,
	"scope" text NOT NULL,
	"named_assets" text,
	"conditions" text DEFAULT '' NOT NULL,
	"funding" text NOT NULL,
	"proof_of_funds_file_id" integer,
	"connected_party" boolean NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_versions_amount_check" CHECK ("offer_versions"."amount_pence" > 0),
	CONSTRAINT "offer_versions_scope_check" CHECK ("offer_versions"."scope" in ('going_concern', 'assets', 'both')),
	CONSTRAINT "offer_versions_funding_check" CHECK ("offer_versions"."funding" in ('cash', 'debt', 'mixed'))
);
--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_proof_of_funds_file_id_stored_files_id_fk" FOREIGN KEY ("proof_of_funds_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_offer_version_idx" ON "offer_versions" USING btree ("offer_id","version");--> statement-breakpoint
CREATE TABLE "deal_room_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_room_events" ADD CONSTRAINT "deal_room_events_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_events" ADD CONSTRAINT "deal_room_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_room_events_post_idx" ON "deal_room_events" USING btree ("post_id","created_at");
