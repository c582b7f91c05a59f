CREATE TABLE "rental_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product" uuid NOT NULL,
	"number" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"next_service" date,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item" uuid NOT NULL,
	"product" uuid NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"customer" uuid NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"booking" uuid NOT NULL,
	"room_booking" uuid,
	"room_name" text DEFAULT '' NOT NULL,
	"from" date NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_on" date,
	"pos_transaction" uuid,
	"pos_line" uuid,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_item_rental_items_id_fk" FOREIGN KEY ("item") REFERENCES "public"."rental_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_room_booking_booking_rooms_id_fk" FOREIGN KEY ("room_booking") REFERENCES "public"."booking_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_pos_transaction_pos_transactions_id_fk" FOREIGN KEY ("pos_transaction") REFERENCES "public"."pos_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_pos_line_pos_lines_id_fk" FOREIGN KEY ("pos_line") REFERENCES "public"."pos_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_items_product_number_key" ON "rental_items" USING btree ("product","number");--> statement-breakpoint
CREATE INDEX "rental_items_state_idx" ON "rental_items" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_item_open_key" ON "rentals" USING btree ("item") WHERE "rentals"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "rentals_customer_from_idx" ON "rentals" USING btree ("customer","from");--> statement-breakpoint
CREATE INDEX "rentals_booking_idx" ON "rentals" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "rentals_from_idx" ON "rentals" USING btree ("from");