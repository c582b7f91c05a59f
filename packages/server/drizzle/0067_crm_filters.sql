CREATE TABLE "crm_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"agency" uuid
);
--> statement-breakpoint
CREATE TABLE "customer_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer" uuid NOT NULL,
	"system" text NOT NULL,
	"external" text NOT NULL,
	"data" jsonb,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_filters" ADD CONSTRAINT "crm_filters_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_filters_created_by_idx" ON "crm_filters" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "crm_filters_shared_idx" ON "crm_filters" USING btree ("agency") WHERE "crm_filters"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_references_system_external_key" ON "customer_references" USING btree ("system","external");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_references_customer_system_external_key" ON "customer_references" USING btree ("customer","system","external");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree (("address"->>'country'));--> statement-breakpoint
CREATE INDEX "customers_nationality_idx" ON "customers" USING btree (("master_data"->>'nationality'));--> statement-breakpoint
CREATE INDEX "customers_meta_idx" ON "customers" USING gin ("meta" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");