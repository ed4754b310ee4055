ALTER TABLE "tournament_games" ADD COLUMN "points_destroyed_a" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "points_destroyed_b" integer;