CREATE TABLE "custom_domain" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"hostname" text NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"record_status" jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_analytics_salt" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page_view" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"page_view_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"path" text NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_domain" ADD CONSTRAINT "custom_domain_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_view" ADD CONSTRAINT "site_page_view_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domain_project_idx" ON "custom_domain" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domain_hostname_idx" ON "custom_domain" USING btree ("hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_view_view_idx" ON "site_page_view" USING btree ("project_id","page_view_id");--> statement-breakpoint
CREATE INDEX "site_page_view_project_idx" ON "site_page_view" USING btree ("project_id","created_at");