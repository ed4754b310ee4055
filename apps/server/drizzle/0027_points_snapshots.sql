CREATE TABLE "points_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data_version" text NOT NULL,
	"package_name" text NOT NULL,
	"edition" text NOT NULL,
	"dataslate" text,
	"release_label" text,
	"effective_date" text,
	"datasheet_count" integer NOT NULL,
	"points" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_snapshots_data_version_idx" ON "points_snapshots" USING btree ("data_version");