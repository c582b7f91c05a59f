CREATE TABLE "customer_duplicate_dismissals" (
	"a" uuid NOT NULL,
	"b" uuid NOT NULL,
	"by_user" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_duplicate_dismissals_a_b_pk" PRIMARY KEY("a","b")
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survivor" uuid NOT NULL,
	"removed_id" uuid NOT NULL,
	"removed" jsonb NOT NULL,
	"moved" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dropped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survivor_before" jsonb NOT NULL,
	"by_user" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "customer_duplicate_dismissals" ADD CONSTRAINT "customer_duplicate_dismissals_a_customers_id_fk" FOREIGN KEY ("a") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_duplicate_dismissals" ADD CONSTRAINT "customer_duplicate_dismissals_b_customers_id_fk" FOREIGN KEY ("b") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_survivor_customers_id_fk" FOREIGN KEY ("survivor") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_duplicate_dismissals_b_idx" ON "customer_duplicate_dismissals" USING btree ("b");--> statement-breakpoint
CREATE INDEX "customer_merges_survivor_idx" ON "customer_merges" USING btree ("survivor","created_at");--> statement-breakpoint
CREATE INDEX "customer_merges_removed_idx" ON "customer_merges" USING btree ("removed_id");--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" USING btree (lower(trim("contact"->>'email')));--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree (regexp_replace("contact"->>'phone', '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "customers_passport_key_idx" ON "customers" USING btree (upper(regexp_replace("passport"->>'number', '[[:space:]]', '', 'g')));--> statement-breakpoint
CREATE INDEX "customers_name_key_idx" ON "customers" USING btree (lower(translate("full_name", 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪİìíîïīıŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz')));--> statement-breakpoint
-- A merge of duplicate customers (issue 37) moves credit entries to the surviving customer inside
-- its own transaction (SET LOCAL seaberth.customer_merge): the entry itself never changes.
CREATE OR REPLACE FUNCTION customer_credits_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('seaberth.customer_merge', true) = 'on'
     AND (NEW.date, NEW.kind, NEW.amount, NEW.currency, NEW.note, NEW.reverses)
       IS NOT DISTINCT FROM (OLD.date, OLD.kind, OLD.amount, OLD.currency, OLD.note, OLD.reverses) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'customer credit entries are never changed or deleted: reverse them' USING ERRCODE = 'P0001';
END;
$$;
