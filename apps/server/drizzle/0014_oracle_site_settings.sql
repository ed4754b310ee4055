CREATE TABLE "match_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid,
	"tournament_id" uuid,
	"tournament_game_id" uuid,
	"row" integer,
	"community" boolean NOT NULL,
	"played_on" date NOT NULL,
	"event" text NOT NULL,
	"player_a" text,
	"player_a_id" uuid,
	"faction_a" text NOT NULL,
	"detachment_a" text,
	"disposition_a" text,
	"vp_a" integer NOT NULL,
	"player_b" text,
	"player_b_id" uuid,
	"faction_b" text NOT NULL,
	"detachment_b" text,
	"disposition_b" text,
	"vp_b" integer NOT NULL,
	"mission" text,
	"deployment" text,
	"first_turn" text,
	CONSTRAINT "match_records_tournament_game_id_unique" UNIQUE("tournament_game_id"),
	CONSTRAINT "match_records_source_check" CHECK (("match_records"."upload_id" IS NULL) <> ("match_records"."tournament_game_id" IS NULL)),
	CONSTRAINT "match_records_first_turn_check" CHECK ("match_records"."first_turn" IS NULL OR "match_records"."first_turn" IN ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "match_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"accepted_count" integer NOT NULL,
	"rejected_count" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_upload_id_match_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."match_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_tournament_game_id_tournament_games_id_fk" FOREIGN KEY ("tournament_game_id") REFERENCES "public"."tournament_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_player_a_id_user_id_fk" FOREIGN KEY ("player_a_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_player_b_id_user_id_fk" FOREIGN KEY ("player_b_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_uploads" ADD CONSTRAINT "match_uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_records_upload_idx" ON "match_records" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "match_records_community_idx" ON "match_records" USING btree ("community","played_on");--> statement-breakpoint
CREATE INDEX "match_records_player_a_idx" ON "match_records" USING btree ("player_a_id");--> statement-breakpoint
CREATE INDEX "match_records_player_b_idx" ON "match_records" USING btree ("player_b_id");--> statement-breakpoint
CREATE INDEX "match_uploads_user_idx" ON "match_uploads" USING btree ("user_id","created_at");