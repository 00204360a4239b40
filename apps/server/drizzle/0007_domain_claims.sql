DROP INDEX "custom_domain_hostname_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domain_active_hostname_idx" ON "custom_domain" USING btree ("hostname") WHERE "custom_domain"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "custom_domain_hostname_idx" ON "custom_domain" USING btree ("hostname");