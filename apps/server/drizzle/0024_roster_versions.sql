CREATE TABLE "roster_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roster_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roster_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roster_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"roster_data" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_share_links" ADD CONSTRAINT "roster_share_links_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_versions" ADD CONSTRAINT "roster_versions_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_share_links_token_idx" ON "roster_share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "roster_share_links_roster_idx" ON "roster_share_links" USING btree ("roster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_versions_number_idx" ON "roster_versions" USING btree ("roster_id","number");--> statement-breakpoint
CREATE INDEX "roster_versions_roster_idx" ON "roster_versions" USING btree ("roster_id");--> statement-breakpoint
-- Rosters saved before versions existed start at version 1, as they stand.
INSERT INTO "roster_versions" ("roster_id", "number", "roster_data", "reason", "created_at")
SELECT "id", 1, "roster_data", 'created', "updated_at" FROM "rosters";
