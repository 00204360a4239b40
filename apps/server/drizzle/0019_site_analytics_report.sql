ALTER TABLE "site_page_view" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "site_page_view" ADD COLUMN "device" text;