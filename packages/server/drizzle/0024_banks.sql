CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank" uuid NOT NULL,
	"identity" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_iban" text DEFAULT '' NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"assigned" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_entry_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry" uuid NOT NULL,
	"booking" uuid NOT NULL,
	"payment" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"auto_assign" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"csv_mapping" jsonb
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_bank_banks_id_fk" FOREIGN KEY ("bank") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry_payments" ADD CONSTRAINT "bank_entry_payments_entry_bank_entries_id_fk" FOREIGN KEY ("entry") REFERENCES "public"."bank_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry_payments" ADD CONSTRAINT "bank_entry_payments_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry_payments" ADD CONSTRAINT "bank_entry_payments_payment_booking_payments_id_fk" FOREIGN KEY ("payment") REFERENCES "public"."booking_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_identity_key" ON "bank_entries" USING btree ("bank","identity");--> statement-breakpoint
CREATE INDEX "bank_entries_bank_date_idx" ON "bank_entries" USING btree ("bank","booking_date");--> statement-breakpoint
CREATE INDEX "bank_entries_open_idx" ON "bank_entries" USING btree ("booking_date") WHERE "bank_entries"."state" <> 'assigned';--> statement-breakpoint
CREATE INDEX "bank_entry_payments_entry_idx" ON "bank_entry_payments" USING btree ("entry");--> statement-breakpoint
CREATE INDEX "bank_entry_payments_booking_idx" ON "bank_entry_payments" USING btree ("booking");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_iban_key" ON "banks" USING btree ("iban");--> statement-breakpoint
-- What of an entry is assigned follows its payments, however they go (assigned, reversed, or the
-- booking payment deleted with its booking): the sum and the state are kept by the database.
CREATE FUNCTION bank_entry_assigned() RETURNS trigger AS $$
DECLARE
  target uuid := COALESCE(NEW.entry, OLD.entry);
BEGIN
  UPDATE bank_entries b
  SET assigned = s.total,
    state = CASE WHEN s.total = 0 THEN 'open' WHEN abs(s.total) >= abs(b.amount) THEN 'assigned' ELSE 'partial' END
  FROM (SELECT COALESCE(sum(amount), 0)::bigint AS total FROM bank_entry_payments WHERE entry = target) s
  WHERE b.id = target;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER bank_entry_payments_assigned AFTER INSERT OR DELETE ON bank_entry_payments
  FOR EACH ROW EXECUTE FUNCTION bank_entry_assigned();
