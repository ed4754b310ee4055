CREATE TABLE "battlefield_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"battlefield_id" uuid NOT NULL,
	"turn_number" integer NOT NULL,
	"phase" text NOT NULL,
	"unit_placements" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battlefield_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Custom' NOT NULL,
	"size" jsonb NOT NULL,
	"terrain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deployment_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mission_name" text DEFAULT '' NOT NULL,
	"mission_rules" text DEFAULT '' NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battlefield_templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "battlefields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"size" jsonb NOT NULL,
	"terrain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deployment_zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_placements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mission_name" text DEFAULT '' NOT NULL,
	"mission_rules" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD COLUMN "battlefield_id" uuid;--> statement-breakpoint
ALTER TABLE "battlefield_snapshots" ADD CONSTRAINT "battlefield_snapshots_battlefield_id_battlefields_id_fk" FOREIGN KEY ("battlefield_id") REFERENCES "public"."battlefields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battlefield_templates" ADD CONSTRAINT "battlefield_templates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battlefields" ADD CONSTRAINT "battlefields_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battlefield_snapshots_battlefield_idx" ON "battlefield_snapshots" USING btree ("battlefield_id","created_at");--> statement-breakpoint
CREATE INDEX "battlefield_templates_user_idx" ON "battlefield_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "battlefields_user_updated_idx" ON "battlefields" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_battlefield_id_battlefields_id_fk" FOREIGN KEY ("battlefield_id") REFERENCES "public"."battlefields"("id") ON DELETE set null ON UPDATE no action;