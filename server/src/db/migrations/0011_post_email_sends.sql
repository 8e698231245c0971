-- E-mail Post was an open relay (issue 35): every send is recorded (sender, post, how many
-- addresses; never the addresses), so each sender's recipients are counted against a daily limit
-- and admins see who mailed what on the user's page.
CREATE TABLE "post_email_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"recipient_count" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_email_sends" ADD CONSTRAINT "post_email_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_email_sends" ADD CONSTRAINT "post_email_sends_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_email_sends_sender_idx" ON "post_email_sends" USING btree ("sender_id","created_at");
