CREATE TABLE "invoice_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_invoice_invoices_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_links_token_hash_key" ON "invoice_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invoice_links_invoice_idx" ON "invoice_links" USING btree ("invoice");