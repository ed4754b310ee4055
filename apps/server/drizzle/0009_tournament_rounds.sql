CREATE TABLE "tournament_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"table_number" integer NOT NULL,
	"entry_a" uuid NOT NULL,
	"entry_b" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"vp_a" integer,
	"vp_b" integer,
	"reported_by" uuid,
	"dispute_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_games_status_check" CHECK ("tournament_games"."status" IN ('pending', 'reported', 'confirmed', 'disputed', 'resolved', 'bye'))
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'swiss' NOT NULL,
	"status" text DEFAULT 'paired' NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_rounds_status_check" CHECK ("tournament_rounds"."status" IN ('paired', 'in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_entry_a_tournament_entries_id_fk" FOREIGN KEY ("entry_a") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_entry_b_tournament_entries_id_fk" FOREIGN KEY ("entry_b") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_reported_by_tournament_entries_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."tournament_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_games_round_idx" ON "tournament_games" USING btree ("round_id","table_number");--> statement-breakpoint
CREATE INDEX "tournament_games_tournament_idx" ON "tournament_games" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_number_idx" ON "tournament_rounds" USING btree ("tournament_id","number");