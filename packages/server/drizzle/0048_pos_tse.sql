CREATE TABLE "pos_tses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'fiskaly' NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"api_key" text NOT NULL,
	"api_secret" text DEFAULT '' NOT NULL,
	"has_api_secret" boolean GENERATED ALWAYS AS ("api_secret" <> '') STORED NOT NULL,
	"tss_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_tills" ADD COLUMN "tse" uuid;--> statement-breakpoint
ALTER TABLE "pos_tills" ADD COLUMN "tse_client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "signature_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_tses_name_key" ON "pos_tses" USING btree ("name");--> statement-breakpoint
ALTER TABLE "pos_tills" ADD CONSTRAINT "pos_tills_tse_pos_tses_id_fk" FOREIGN KEY ("tse") REFERENCES "public"."pos_tses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_transactions_unsigned_idx" ON "pos_transactions" USING btree ("signature_state") WHERE "pos_transactions"."signature_state" in ('pending', 'failed');