DROP INDEX "dive_logs_date_id_idx";--> statement-breakpoint
CREATE INDEX "dive_logs_date_id_idx" ON "dive_logs" USING btree ("date" DESC NULLS FIRST,"id");