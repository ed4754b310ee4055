ALTER TABLE "jobs" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("dead_at") WHERE "jobs"."dead_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("kind","finished_at") WHERE "jobs"."finished_at" IS NOT NULL;