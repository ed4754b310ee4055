ALTER TABLE "tournament_lists" ADD COLUMN "force_disposition" text;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "primary_a" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "secondary_a" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "primary_b" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "secondary_b" integer;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "setup" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "event_pack" jsonb DEFAULT '{"layouts":{"kind":"none"},"rounds":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- 11th-edition events deal Battlemaster layouts by round, as new ones do; 10th keeps none.
UPDATE "tournaments" SET "event_pack" = '{"layouts":{"kind":"matchup","source":"battlemaster-11e","variant":"by-round"},"rounds":[]}'::jsonb WHERE "edition" = '11th';
