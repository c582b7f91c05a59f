CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_category" uuid,
	"resort" uuid,
	"vessel" uuid,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"add_rule" text DEFAULT 'PerBooking' NOT NULL,
	"online_bookable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_name_resort_vessel_key" UNIQUE NULLS NOT DISTINCT("name","resort","vessel")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_product_categories_id_fk" FOREIGN KEY ("product_category") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_resort_resorts_id_fk" FOREIGN KEY ("resort") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_resort_idx" ON "products" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "products_vessel_idx" ON "products" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category");