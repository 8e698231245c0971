-- The old audit_log was never written (admin actions go to admin_audit_log since 0002).
DROP TABLE "audit_log";--> statement-breakpoint
-- Sorts of the admin invoice list paged on the server (created is invoices_created_at_idx; start is posting_periods_dates_idx).
CREATE INDEX "invoices_total_price_idx" ON "invoices" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "invoices_total_days_idx" ON "invoices" USING btree ("total_days","id");--> statement-breakpoint
CREATE INDEX "posting_periods_end_date_idx" ON "posting_periods" USING btree ("end_date","id");--> statement-breakpoint
-- The users table sorted by creation, and the dashboards' sign-ups per week.
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");
