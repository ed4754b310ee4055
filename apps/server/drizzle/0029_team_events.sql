CREATE TABLE "team_match_matrices" (
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"expected" jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_matrices_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_team_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"team_a" uuid NOT NULL,
	"team_b" uuid,
	"tables" jsonb NOT NULL,
	"draft" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"paired_down" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"entry_id" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "tournament_team_members_status_check" CHECK ("tournament_team_members"."status" IN ('invited', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"club" text,
	"captain_id" uuid NOT NULL,
	"status" text NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"dropped_after_round" integer,
	"draw_number" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_teams_status_check" CHECK ("tournament_teams"."status" IN ('pending', 'confirmed', 'waitlisted', 'withdrawn', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "team_match_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "teams" jsonb;--> statement-breakpoint
ALTER TABLE "team_match_matrices" ADD CONSTRAINT "team_match_matrices_match_id_tournament_team_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_matrices" ADD CONSTRAINT "team_match_matrices_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_matrices" ADD CONSTRAINT "team_match_matrices_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_matches" ADD CONSTRAINT "tournament_team_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_matches" ADD CONSTRAINT "tournament_team_matches_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_matches" ADD CONSTRAINT "tournament_team_matches_team_a_tournament_teams_id_fk" FOREIGN KEY ("team_a") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_matches" ADD CONSTRAINT "tournament_team_matches_team_b_tournament_teams_id_fk" FOREIGN KEY ("team_b") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_matches" ADD CONSTRAINT "tournament_team_matches_paired_down_tournament_teams_id_fk" FOREIGN KEY ("paired_down") REFERENCES "public"."tournament_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_captain_id_user_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_team_matches_number_idx" ON "tournament_team_matches" USING btree ("round_id","number");--> statement-breakpoint
CREATE INDEX "tournament_team_matches_tournament_idx" ON "tournament_team_matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_team_members_player_idx" ON "tournament_team_members" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_teams_name_idx" ON "tournament_teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tournament_teams_status_idx" ON "tournament_teams" USING btree ("tournament_id","status","registered_at");--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_team_match_id_tournament_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."tournament_team_matches"("id") ON DELETE cascade ON UPDATE no action;