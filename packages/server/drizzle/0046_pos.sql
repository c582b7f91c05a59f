CREATE TABLE "pos_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction" uuid NOT NULL,
	"product" uuid,
	"name" text NOT NULL,
	"category" uuid,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"voids_line" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" text DEFAULT '1' NOT NULL,
	"base_amount" bigint NOT NULL,
	"change" bigint DEFAULT 0 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"key" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_tills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'bar' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pos_tills_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
CREATE TABLE "pos_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"till" uuid NOT NULL,
	"till_name" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'sale' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"payment_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking" uuid,
	"room_booking" uuid,
	"customer" uuid,
	"guest_name" text DEFAULT '' NOT NULL,
	"room_name" text DEFAULT '' NOT NULL,
	"voids" uuid,
	"voided_by" uuid,
	"void_reason" text DEFAULT '' NOT NULL,
	"user" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"signature_state" text,
	"signature" jsonb
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_rate" double precision;--> statement-breakpoint
ALTER TABLE "pos_lines" ADD CONSTRAINT "pos_lines_transaction_pos_transactions_id_fk" FOREIGN KEY ("transaction") REFERENCES "public"."pos_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_lines" ADD CONSTRAINT "pos_lines_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_transaction_pos_transactions_id_fk" FOREIGN KEY ("transaction") REFERENCES "public"."pos_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_tills" ADD CONSTRAINT "pos_tills_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_tills" ADD CONSTRAINT "pos_tills_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_till_pos_tills_id_fk" FOREIGN KEY ("till") REFERENCES "public"."pos_tills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_room_booking_booking_rooms_id_fk" FOREIGN KEY ("room_booking") REFERENCES "public"."booking_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_lines_transaction_idx" ON "pos_lines" USING btree ("transaction");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_lines_voids_line_key" ON "pos_lines" USING btree ("voids_line");--> statement-breakpoint
CREATE INDEX "pos_payments_transaction_idx" ON "pos_payments" USING btree ("transaction");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_payments_key_key" ON "pos_payments" USING btree ("transaction","key");--> statement-breakpoint
CREATE INDEX "pos_tills_resort_idx" ON "pos_tills" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "pos_tills_vessel_idx" ON "pos_tills" USING btree ("vessel");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_transactions_till_number_key" ON "pos_transactions" USING btree ("till","number");--> statement-breakpoint
CREATE INDEX "pos_transactions_created_idx" ON "pos_transactions" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "pos_transactions_day_idx" ON "pos_transactions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "pos_transactions_booking_idx" ON "pos_transactions" USING btree ("booking") WHERE "pos_transactions"."booking" is not null;--> statement-breakpoint
CREATE INDEX "pos_transactions_open_idx" ON "pos_transactions" USING btree ("state") WHERE "pos_transactions"."state" = 'open';