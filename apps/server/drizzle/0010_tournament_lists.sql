CREATE TABLE "tournament_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"roster_id" uuid,
	"snapshot" jsonb NOT NULL,
	"hash" text NOT NULL,
	"points" real NOT NULL,
	"checks" jsonb NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "tournament_lists_status_check" CHECK ("tournament_lists"."status" IN ('submitted', 'approved', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "lists_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_lists" ADD CONSTRAINT "tournament_lists_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_lists" ADD CONSTRAINT "tournament_lists_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_lists" ADD CONSTRAINT "tournament_lists_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_lists_entry_idx" ON "tournament_lists" USING btree ("entry_id");