-- An index led by every column that references users or posts, or a row that goes with them, so
-- that deleting one (an admin's delete, a user's erasure of their data, a post's removal) finds
-- the referring rows to delete or set to null by the index instead of reading each table whole.
-- Deleting a user: its own tokens, views, offers, deal-room access and the steps it took.
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_views_viewer_idx" ON "post_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "deal_room_access_buyer_idx" ON "deal_room_access" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "deal_room_access_approved_by_idx" ON "deal_room_access" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "deal_room_access_revoked_by_idx" ON "deal_room_access" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "deal_room_events_actor_idx" ON "deal_room_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "deal_room_questions_answered_by_idx" ON "deal_room_questions" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "nda_versions_created_by_idx" ON "nda_versions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
-- A deleted buyer's offers: the deal room that had accepted one.
CREATE INDEX "deal_rooms_accepted_offer_idx" ON "deal_rooms" USING btree ("accepted_offer_id");--> statement-breakpoint
-- Deleting a post: its digest entries and e-mail sends, and the rows referring to what goes with
-- it (its posting periods, NDA versions and stored files).
CREATE INDEX "match_digest_entries_post_idx" ON "match_digest_entries" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_email_sends_post_idx" ON "post_email_sends" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "match_digest_entries_period_idx" ON "match_digest_entries" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "nda_acceptances_nda_version_idx" ON "nda_acceptances" USING btree ("nda_version_id");--> statement-breakpoint
CREATE INDEX "offer_versions_proof_of_funds_file_idx" ON "offer_versions" USING btree ("proof_of_funds_file_id");
