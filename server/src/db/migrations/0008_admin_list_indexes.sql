-- The admin lists at 50 000 users and 100 000 posts (issue 10). Each list pages the ids first on
-- an index whose order is the list's own order (role first where the list has one role), so a
-- deep page is an index-only scan of narrow entries; only the page's rows are then read.
--
-- Users, one role: by last login (replacing 0005's, whose id ran the other way from the sort),
-- by creation, by surname and by login count.
DROP INDEX IF EXISTS "users_role_last_login_idx";--> statement-breakpoint
CREATE INDEX "users_role_last_login_idx" ON "users" USING btree ("role","last_login_date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_surname_idx" ON "users" USING btree ("role","surname","forenames","id");--> statement-breakpoint
CREATE INDEX "users_role_login_count_idx" ON "users" USING btree ("role","login_count","id");--> statement-breakpoint
-- Users, every role (created is users_created_at_idx): the plain last-login index becomes the sort's.
DROP INDEX IF EXISTS "users_last_login_idx";--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "users_surname_idx" ON "users" USING btree ("surname","forenames","id");--> statement-breakpoint
CREATE INDEX "users_login_count_idx" ON "users" USING btree ("login_count","id");--> statement-breakpoint
-- The search by a part of the name, company or e-mail address (ILIKE '%text%'): trigrams. One
-- GIN index over the three searched expressions; each arm of the OR uses its own column of it.
-- PGlite loads the extension's files itself (server/src/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("forenames" || ' ' || "surname") gin_trgm_ops, "company" gin_trgm_ops, "email1" gin_trgm_ops);--> statement-breakpoint
-- Posts, newest first: the page's ids from the index alone, which also carries what the
-- dashboards' posts-by-status count reads (status today from the withdrawal, sale and current
-- period), so that count never reads the table either.
DROP INDEX IF EXISTS "posts_created_at_idx";--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at","id") INCLUDE ("withdrawn_at","sold","current_start_date","current_end_date");--> statement-breakpoint
-- Invoices of the last N days by creation, total price or total days; certificates by creation.
DROP INDEX IF EXISTS "invoices_created_at_idx";--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_total_price_idx";--> statement-breakpoint
CREATE INDEX "invoices_total_price_idx" ON "invoices" USING btree ("total_price","id") INCLUDE ("created_at");--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_total_days_idx";--> statement-breakpoint
CREATE INDEX "invoices_total_days_idx" ON "invoices" USING btree ("total_days","id") INCLUDE ("created_at");--> statement-breakpoint
DROP INDEX IF EXISTS "posting_periods_created_at_idx";--> statement-breakpoint
CREATE INDEX "posting_periods_created_at_idx" ON "posting_periods" USING btree ("created_at","id");
