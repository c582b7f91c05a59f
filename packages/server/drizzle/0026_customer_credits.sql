CREATE TABLE "customer_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking" uuid,
	"payment" uuid,
	"note" text DEFAULT '' NOT NULL,
	"reverses" uuid,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_payment_booking_payments_id_fk" FOREIGN KEY ("payment") REFERENCES "public"."booking_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("customer","date");--> statement-breakpoint
CREATE INDEX "customer_credits_payment_idx" ON "customer_credits" USING btree ("payment") WHERE "customer_credits"."payment" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credits_reverses_key" ON "customer_credits" USING btree ("reverses") WHERE "customer_credits"."reverses" is not null;--> statement-breakpoint
CREATE FUNCTION customer_credits_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer credit entries are never changed or deleted: reverse them' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER customer_credits_immutable BEFORE UPDATE OF customer, date, kind, amount, currency, note, reverses OR DELETE ON customer_credits
  FOR EACH ROW EXECUTE FUNCTION customer_credits_immutable();
