ALTER TABLE "customers" ADD COLUMN "agency" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_agency_idx" ON "customers" USING btree ("agency") WHERE "customers"."agency" is not null;