CREATE TABLE "tournament_keep_apart" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"entry_a" uuid NOT NULL,
	"entry_b" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_keep_apart_distinct_check" CHECK ("tournament_keep_apart"."entry_a" <> "tournament_keep_apart"."entry_b")
);
--> statement-breakpoint
ALTER TABLE "tournament_keep_apart" ADD CONSTRAINT "tournament_keep_apart_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_keep_apart" ADD CONSTRAINT "tournament_keep_apart_entry_a_tournament_entries_id_fk" FOREIGN KEY ("entry_a") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_keep_apart" ADD CONSTRAINT "tournament_keep_apart_entry_b_tournament_entries_id_fk" FOREIGN KEY ("entry_b") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_keep_apart" ADD CONSTRAINT "tournament_keep_apart_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_keep_apart_pair_idx" ON "tournament_keep_apart" USING btree ("tournament_id","entry_a","entry_b");