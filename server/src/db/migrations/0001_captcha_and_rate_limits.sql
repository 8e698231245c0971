CREATE TABLE "captcha_redemptions" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_redemptions_expires_idx" ON "captcha_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_key_idx" ON "rate_limit_events" USING btree ("bucket","key","occurred_at");