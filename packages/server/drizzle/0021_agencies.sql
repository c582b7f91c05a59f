CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'travel' NOT NULL,
	"group" uuid,
	"address" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"terms_of_payment" uuid,
	"commission_percent" real DEFAULT 10 NOT NULL,
	"commission_mode" text DEFAULT 'included' NOT NULL,
	"rate_mode" text DEFAULT 'gross' NOT NULL,
	"payer" text DEFAULT 'guest' NOT NULL,
	"credit_limit" integer,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agency" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"receives_booking_mail" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking" uuid,
	"note" text DEFAULT '' NOT NULL,
	"reverses" uuid,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_links" (
	"agency" uuid NOT NULL,
	"system" text NOT NULL,
	"external" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agency" uuid;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_group_agency_groups_id_fk" FOREIGN KEY ("group") REFERENCES "public"."agency_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_contacts" ADD CONSTRAINT "agency_contacts_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credits" ADD CONSTRAINT "agency_credits_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_credits" ADD CONSTRAINT "agency_credits_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_links" ADD CONSTRAINT "agency_links_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_key" ON "agencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agencies_group_idx" ON "agencies" USING btree ("group");--> statement-breakpoint
CREATE INDEX "agency_contacts_agency_idx" ON "agency_contacts" USING btree ("agency");--> statement-breakpoint
CREATE INDEX "agency_credits_agency_idx" ON "agency_credits" USING btree ("agency","date");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_credits_reverses_key" ON "agency_credits" USING btree ("reverses") WHERE "agency_credits"."reverses" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_groups_name_key" ON "agency_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_links_key" ON "agency_links" USING btree ("agency","system");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_agencies_id_fk" FOREIGN KEY ("agency") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_agency_from_idx" ON "bookings" USING btree ("agency","from");--> statement-breakpoint
CREATE FUNCTION agency_credits_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agency credit entries are never changed or deleted: reverse them' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER agency_credits_immutable BEFORE UPDATE OF agency, date, kind, amount, currency, note, reverses OR DELETE ON agency_credits
  FOR EACH ROW EXECUTE FUNCTION agency_credits_immutable();
