ALTER TABLE "match_records" ADD COLUMN "client_ref" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "match_records_logged_client_ref_idx" ON "match_records" USING btree ("logged_by","client_ref");