CREATE TABLE "datev_debitors" (
	"customer" uuid PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice" uuid NOT NULL,
	"system" text NOT NULL,
	"state" text NOT NULL,
	"external_id" text,
	"pushed_at" timestamp with time zone,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugin_connections" (
	"plugin" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_exports" ADD CONSTRAINT "invoice_exports_invoice_invoices_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datev_debitors_account_key" ON "datev_debitors" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_exports_invoice_system_key" ON "invoice_exports" USING btree ("invoice","system");--> statement-breakpoint
CREATE INDEX "invoice_exports_system_updated_idx" ON "invoice_exports" USING btree ("system","updated_at");