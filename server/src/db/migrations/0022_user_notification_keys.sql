-- A notice about one thing (a deal-room answer) is kept once per user: the key names that thing,
-- and a later notice about it replaces the user's one rather than adding another. Null: a notice
-- of its own (nulls never clash).
ALTER TABLE "notifications" ADD COLUMN "notice_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_key_idx" ON "notifications" USING btree ("user_id","notice_key");
