CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer" uuid NOT NULL,
	"related" uuid NOT NULL,
	"kind" text DEFAULT 'travelsWith' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "group" uuid;--> statement-breakpoint
ALTER TABLE "customer_relations" ADD CONSTRAINT "customer_relations_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_relations" ADD CONSTRAINT "customer_relations_related_customers_id_fk" FOREIGN KEY ("related") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_key" ON "customer_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_relations_pair_key" ON "customer_relations" USING btree (least("customer", "related"),greatest("customer", "related"));--> statement-breakpoint
CREATE INDEX "customer_relations_customer_idx" ON "customer_relations" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "customer_relations_related_idx" ON "customer_relations" USING btree ("related");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_customer_groups_id_fk" FOREIGN KEY ("group") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("group") WHERE "customers"."group" is not null;