ALTER TABLE "project" ADD COLUMN "previous_deployed_commit_hash" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "deployed_at" timestamp with time zone;