CREATE TABLE "learning_path_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	"content_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_content_progress" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_accessed_date" timestamp with time zone,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"rating" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_content_progress_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "user_content_progress_rating_check" CHECK ("user_content_progress"."rating" IS NULL OR "user_content_progress"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "user_library_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferred_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_difficulty" text DEFAULT 'beginner' NOT NULL,
	"preferred_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_learning_module_progress" (
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completion_date" timestamp with time zone,
	CONSTRAINT "user_learning_module_progress_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "user_learning_path_progress" (
	"user_id" uuid NOT NULL,
	"path_id" uuid NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completion_date" timestamp with time zone,
	CONSTRAINT "user_learning_path_progress_user_id_path_id_pk" PRIMARY KEY("user_id","path_id")
);
--> statement-breakpoint
ALTER TABLE "tactical_content" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "learning_path_modules" ADD CONSTRAINT "learning_path_modules_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_progress" ADD CONSTRAINT "user_content_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_progress" ADD CONSTRAINT "user_content_progress_content_id_tactical_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."tactical_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_library_preferences" ADD CONSTRAINT "user_library_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_module_progress" ADD CONSTRAINT "user_learning_module_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_module_progress" ADD CONSTRAINT "user_learning_module_progress_module_id_learning_path_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_path_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_path_progress" ADD CONSTRAINT "user_learning_path_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_path_progress" ADD CONSTRAINT "user_learning_path_progress_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_path_modules_slug_idx" ON "learning_path_modules" USING btree ("path_id","slug");--> statement-breakpoint
CREATE INDEX "user_content_progress_accessed_idx" ON "user_content_progress" USING btree ("user_id","last_accessed_date");--> statement-breakpoint
CREATE INDEX "tactical_content_search_idx" ON "tactical_content" USING gin ("search_document");--> statement-breakpoint
CREATE OR REPLACE FUNCTION tactical_content_search_document() RETURNS trigger AS $$
BEGIN
  NEW.search_document :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ') || ' ' || coalesce(NEW.description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.content, '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tactical_content_search_document BEFORE INSERT OR UPDATE OF title, description, content, tags
  ON tactical_content FOR EACH ROW EXECUTE FUNCTION tactical_content_search_document();
--> statement-breakpoint
UPDATE tactical_content SET title = title;
