ALTER TABLE "tournament_games" ADD COLUMN "paired_down" uuid;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "joined_after_round" integer;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "draw_number" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "fresh_tables" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "club_avoidance" text DEFAULT 'first-round' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "late_join_missed_rounds" text DEFAULT 'loss' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_paired_down_tournament_entries_id_fk" FOREIGN KEY ("paired_down") REFERENCES "public"."tournament_entries"("id") ON DELETE set null ON UPDATE no action;