CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"booking" uuid NOT NULL,
	"booking_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service_from" date NOT NULL,
	"service_to" date NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"seller" jsonb NOT NULL,
	"payer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"rounding" bigint NOT NULL,
	"total" bigint NOT NULL,
	"refers_to" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"percent" double precision NOT NULL,
	"category" text DEFAULT 'S' NOT NULL,
	"exemption_reason" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refers_to_key" ON "invoices" USING btree ("refers_to") WHERE "invoices"."refers_to" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_name_key" ON "tax_rates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_is_default_key" ON "tax_rates" USING btree ("is_default") WHERE "tax_rates"."is_default";--> statement-breakpoint
-- GoBD: an issued invoice is never changed or deleted (a credit note corrects it). Only the key of
-- its stored PDF may be set, once.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'P0001';
  END IF;
  IF OLD.storage_key IS NULL AND (to_jsonb(NEW) - 'storage_key') = (to_jsonb(OLD) - 'storage_key') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
