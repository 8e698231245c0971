CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_line3" text,
	"town_city" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"telephone" text NOT NULL,
	"mobile" text
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email1" text NOT NULL,
	"email2" text,
	"password_hash" text NOT NULL,
	"title_id" integer,
	"forenames" text NOT NULL,
	"surname" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"function_id" integer,
	"function_other" text,
	"capacity_id" integer,
	"ip_name" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"custom_price_rate" numeric(10, 2),
	"locked_out_until" timestamp with time zone,
	"lockout_reason" text,
	"email1_disable_reason" text,
	"email1_disable_date_time" timestamp with time zone,
	"email2_disable_reason" text,
	"email2_disable_date_time" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_date" timestamp with time zone,
	"previous_login_date" timestamp with time zone,
	"notifications_dismissed_at" timestamp with time zone,
	"optional_criteria_set" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_functions" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacities" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "capacities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_us_topics" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_bands" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interested_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_assets" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_bands" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_assets" (
	"post_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "post_assets_post_id_asset_id_pk" PRIMARY KEY("post_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "post_locations" (
	"post_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "post_locations_post_id_location_id_pk" PRIMARY KEY("post_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "posting_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"invoice_company_name" text,
	"interested_parties_emailed" integer DEFAULT 0 NOT NULL,
	"buyers_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"activity_heading" text NOT NULL,
	"description" text NOT NULL,
	"business_status_id" integer NOT NULL,
	"trading_status_id" integer NOT NULL,
	"turnover_id" integer NOT NULL,
	"employees_id" integer NOT NULL,
	"display_home" boolean DEFAULT true NOT NULL,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"payment_method_id" integer DEFAULT 1 NOT NULL,
	"posting_type_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"price_rate" numeric(12, 2) NOT NULL,
	"total_days" integer NOT NULL,
	"first28_quantity" integer NOT NULL,
	"first28_amount" numeric(12, 2) NOT NULL,
	"further28_quantity" integer NOT NULL,
	"further28_amount" numeric(12, 2) NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "invoices_period_id_unique" UNIQUE("period_id")
);
--> statement-breakpoint
CREATE TABLE "expressions_of_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"profile" text NOT NULL,
	"viewed_by_insolvency" boolean DEFAULT false NOT NULL,
	"visible_to_insolvency" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_asset_preferences" (
	"user_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "buyer_asset_preferences_user_id_asset_id_pk" PRIMARY KEY("user_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_category_preferences" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "buyer_category_preferences_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_employee_preferences" (
	"user_id" integer NOT NULL,
	"employees_id" integer NOT NULL,
	CONSTRAINT "buyer_employee_preferences_user_id_employees_id_pk" PRIMARY KEY("user_id","employees_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_location_preferences" (
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "buyer_location_preferences_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"keywords" varchar(1000) DEFAULT '' NOT NULL,
	"expression_profile" text
);
--> statement-breakpoint
CREATE TABLE "buyer_turnover_preferences" (
	"user_id" integer NOT NULL,
	"turnover_id" integer NOT NULL,
	CONSTRAINT "buyer_turnover_preferences_user_id_turnover_id_pk" PRIMARY KEY("user_id","turnover_id")
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_slot" smallint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_slot_check" CHECK ("email_suppressions"."address_slot" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_assets" ADD CONSTRAINT "post_assets_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_assets" ADD CONSTRAINT "post_assets_asset_id_key_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."key_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_locations" ADD CONSTRAINT "post_locations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_locations" ADD CONSTRAINT "post_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_periods" ADD CONSTRAINT "posting_periods_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_business_status_id_appointment_statuses_id_fk" FOREIGN KEY ("business_status_id") REFERENCES "public"."appointment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_trading_status_id_trading_statuses_id_fk" FOREIGN KEY ("trading_status_id") REFERENCES "public"."trading_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_turnover_id_turnover_bands_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnover_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_employees_id_employee_bands_id_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employee_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_id_posting_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."posting_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expressions_of_interest" ADD CONSTRAINT "expressions_of_interest_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expressions_of_interest" ADD CONSTRAINT "expressions_of_interest_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_asset_preferences" ADD CONSTRAINT "buyer_asset_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_asset_preferences" ADD CONSTRAINT "buyer_asset_preferences_asset_id_key_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."key_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_category_preferences" ADD CONSTRAINT "buyer_category_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_category_preferences" ADD CONSTRAINT "buyer_category_preferences_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_employee_preferences" ADD CONSTRAINT "buyer_employee_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_employee_preferences" ADD CONSTRAINT "buyer_employee_preferences_employees_id_employee_bands_id_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employee_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_location_preferences" ADD CONSTRAINT "buyer_location_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_location_preferences" ADD CONSTRAINT "buyer_location_preferences_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_turnover_preferences" ADD CONSTRAINT "buyer_turnover_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_turnover_preferences" ADD CONSTRAINT "buyer_turnover_preferences_turnover_id_turnover_bands_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnover_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email1_lower_idx" ON "users" USING btree (lower("email1"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_date");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "post_assets_asset_idx" ON "post_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "post_categories_category_idx" ON "post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_one_primary_idx" ON "post_categories" USING btree ("post_id") WHERE "post_categories"."is_primary";--> statement-breakpoint
CREATE INDEX "post_locations_location_idx" ON "post_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "posting_periods_post_idx" ON "posting_periods" USING btree ("post_id","start_date");--> statement-breakpoint
CREATE INDEX "posting_periods_dates_idx" ON "posting_periods" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "posting_periods_created_at_idx" ON "posting_periods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posting_periods_awaiting_notification_idx" ON "posting_periods" USING btree ("start_date") WHERE "posting_periods"."buyers_notified_at" is null;--> statement-breakpoint
CREATE INDEX "posts_created_by_idx" ON "posts" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_turnover_idx" ON "posts" USING btree ("turnover_id");--> statement-breakpoint
CREATE INDEX "posts_employees_idx" ON "posts" USING btree ("employees_id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expressions_of_interest_buyer_post_idx" ON "expressions_of_interest" USING btree ("buyer_id","post_id");--> statement-breakpoint
CREATE INDEX "expressions_of_interest_post_idx" ON "expressions_of_interest" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "expressions_of_interest_created_at_idx" ON "expressions_of_interest" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "buyer_asset_preferences_asset_idx" ON "buyer_asset_preferences" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "buyer_category_preferences_category_idx" ON "buyer_category_preferences" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "buyer_employee_preferences_employees_idx" ON "buyer_employee_preferences" USING btree ("employees_id");--> statement-breakpoint
CREATE INDEX "buyer_location_preferences_location_idx" ON "buyer_location_preferences" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "buyer_turnover_preferences_turnover_idx" ON "buyer_turnover_preferences" USING btree ("turnover_id");--> statement-breakpoint
CREATE INDEX "email_suppressions_user_idx" ON "email_suppressions" USING btree ("user_id","address_slot");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");