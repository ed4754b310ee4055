CREATE TABLE "tournament_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"points" real NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"club" text,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"dropped_after_round" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_status_check" CHECK ("tournament_entries"."status" IN ('pending', 'confirmed', 'waitlisted', 'withdrawn', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "tournament_organisers" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_organisers_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"game_system" text DEFAULT 'Warhammer 40,000' NOT NULL,
	"edition" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"venue" text NOT NULL,
	"format" text DEFAULT 'singles' NOT NULL,
	"points_limit" integer NOT NULL,
	"rounds" integer NOT NULL,
	"round_minutes" integer NOT NULL,
	"player_cap" integer,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"list_deadline" timestamp with time zone,
	"visibility" text NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"scoring_preset_id" text NOT NULL,
	"custom_gap_table" jsonb,
	"tiebreakers" jsonb,
	"top_cut" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'registration' NOT NULL,
	"current_round" integer DEFAULT 0 NOT NULL,
	"seed" text DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" IN ('registration', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "tournament_adjustments" ADD CONSTRAINT "tournament_adjustments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_adjustments" ADD CONSTRAINT "tournament_adjustments_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_adjustments" ADD CONSTRAINT "tournament_adjustments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_organisers" ADD CONSTRAINT "tournament_organisers_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_organisers" ADD CONSTRAINT "tournament_organisers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organiser_id_user_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_status_idx" ON "tournament_entries" USING btree ("tournament_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "tournaments_public_starts_idx" ON "tournaments" USING btree ("visibility","starts_on");