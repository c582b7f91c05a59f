CREATE TABLE "pay_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resorts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vessels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_charge" text DEFAULT 'deposit' NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"publishable_key" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"webhook_id" text DEFAULT '' NOT NULL,
	"wise_profile_id" text DEFAULT '' NOT NULL,
	"secret_key" text DEFAULT '' NOT NULL,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"wise_token" text DEFAULT '' NOT NULL,
	"has_secret_key" boolean GENERATED ALWAYS AS ("secret_key" <> '') STORED NOT NULL,
	"has_webhook_secret" boolean GENERATED ALWAYS AS ("webhook_secret" <> '') STORED NOT NULL,
	"has_client_secret" boolean GENERATED ALWAYS AS ("client_secret" <> '') STORED NOT NULL,
	"has_wise_token" boolean GENERATED ALWAYS AS ("wise_token" <> '') STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" uuid NOT NULL,
	"reference" text NOT NULL,
	"booking" uuid NOT NULL,
	"payment" uuid,
	"event" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_provider_pay_providers_id_fk" FOREIGN KEY ("provider") REFERENCES "public"."pay_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_payment_booking_payments_id_fk" FOREIGN KEY ("payment") REFERENCES "public"."booking_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_providers_name_key" ON "pay_providers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_provider_reference_key" ON "provider_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "provider_payments_payment_idx" ON "provider_payments" USING btree ("payment");--> statement-breakpoint
CREATE INDEX "provider_payments_reference_idx" ON "provider_payments" USING btree ("reference");