CREATE TABLE "project_version" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"commit_hash" text NOT NULL,
	"message" text NOT NULL,
	"build_status" text DEFAULT 'pending' NOT NULL,
	"has_screenshot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_version" ADD CONSTRAINT "project_version_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_version_commit_idx" ON "project_version" USING btree ("project_id","commit_hash");--> statement-breakpoint
CREATE INDEX "project_version_project_created_idx" ON "project_version" USING btree ("project_id","created_at");