CREATE TABLE "guest_players" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "faction" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "opponent_win_floor" double precision;--> statement-breakpoint
ALTER TABLE "guest_players" ADD CONSTRAINT "guest_players_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_players" ADD CONSTRAINT "guest_players_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_players_source_key_idx" ON "guest_players" USING btree ("source","source_key") WHERE "guest_players"."source_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_players_created_by_idx" ON "guest_players" USING btree ("created_by");