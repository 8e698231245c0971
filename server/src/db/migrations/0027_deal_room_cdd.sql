-- Customer due diligence on buyers (issue 56, part 3): one record per buyer and sale (the buyer's
-- source of funds, political exposure and confirmed beneficial owners; the practitioner's identity
-- check, source-of-funds evidence and risk rating), and the deal room's requirement of it (on by
-- default; off only with a recorded reason, e.g. a sale under the regulations' threshold).
ALTER TABLE "deal_rooms" ADD COLUMN "cdd_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_rooms" ADD COLUMN "cdd_off_reason" text;--> statement-breakpoint
CREATE TABLE "deal_room_cdd" (
	"post_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"source_of_funds" text,
	"funds_statement" text,
	"company_number" text,
	"politically_exposed" boolean,
	"political_exposure_details" text,
	"owners_confirmed" jsonb,
	"owners_confirmed_at" timestamp with time zone,
	"buyer_submitted_at" timestamp with time zone,
	"identity_method" text,
	"identity_document" text,
	"identity_document_detail" text,
	"identity_verified_on" date,
	"identity_verified_by" text,
	"funds_evidence" text,
	"risk_rating" text,
	"risk_reasons" text,
	"enhanced_measures" text,
	"practitioner_updated_at" timestamp with time zone,
	"practitioner_updated_by" integer,
	CONSTRAINT "deal_room_cdd_post_id_buyer_id_pk" PRIMARY KEY("post_id","buyer_id"),
	CONSTRAINT "deal_room_cdd_source_check" CHECK ("deal_room_cdd"."source_of_funds" in ('trading_income', 'savings', 'sale_of_assets', 'bank_loan', 'investor', 'group_funds', 'other')),
	CONSTRAINT "deal_room_cdd_identity_method_check" CHECK ("deal_room_cdd"."identity_method" in ('in_person', 'electronic', 'certified_copy')),
	CONSTRAINT "deal_room_cdd_identity_document_check" CHECK ("deal_room_cdd"."identity_document" in ('passport', 'driving_licence', 'national_identity_card', 'residence_permit', 'other')),
	CONSTRAINT "deal_room_cdd_risk_check" CHECK ("deal_room_cdd"."risk_rating" in ('low', 'medium', 'high'))
);--> statement-breakpoint
ALTER TABLE "deal_room_cdd" ADD CONSTRAINT "deal_room_cdd_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_cdd" ADD CONSTRAINT "deal_room_cdd_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_room_cdd" ADD CONSTRAINT "deal_room_cdd_practitioner_updated_by_users_id_fk" FOREIGN KEY ("practitioner_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_room_cdd_buyer_idx" ON "deal_room_cdd" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "deal_room_cdd_updated_by_idx" ON "deal_room_cdd" USING btree ("practitioner_updated_by");
