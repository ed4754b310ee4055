CREATE TABLE "rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"faction" text NOT NULL,
	"detachment" text,
	"points" integer NOT NULL,
	"roster_data" jsonb NOT NULL,
	"source_format" text NOT NULL,
	"source_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rosters_user_created_idx" ON "rosters" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "rosters_faction_idx" ON "rosters" USING btree (lower("faction"));