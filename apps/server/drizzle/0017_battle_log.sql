ALTER TABLE "match_records" DROP CONSTRAINT "match_records_source_check";--> statement-breakpoint
ALTER TABLE "match_records" ADD COLUMN "logged_by" uuid;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_logged_by_user_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_records_logged_by_idx" ON "match_records" USING btree ("logged_by","played_on") WHERE "match_records"."logged_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_source_check" CHECK (num_nonnulls("match_records"."upload_id", "match_records"."tournament_game_id", "match_records"."logged_by") = 1);