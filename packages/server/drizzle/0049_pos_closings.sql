CREATE TABLE "pos_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"till" uuid NOT NULL,
	"till_name" text DEFAULT '' NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"number" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"first_number" integer NOT NULL,
	"last_number" integer NOT NULL,
	"transaction_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"cash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"totals" jsonb NOT NULL,
	"open_tabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "closing" uuid;--> statement-breakpoint
ALTER TABLE "pos_closings" ADD CONSTRAINT "pos_closings_till_pos_tills_id_fk" FOREIGN KEY ("till") REFERENCES "public"."pos_tills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_closings_till_number_key" ON "pos_closings" USING btree ("till","number");--> statement-breakpoint
CREATE INDEX "pos_closings_closed_idx" ON "pos_closings" USING btree ("closed_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "pos_closings_resort_idx" ON "pos_closings" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "pos_closings_vessel_idx" ON "pos_closings" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "pos_transactions_closing_idx" ON "pos_transactions" USING btree ("closing");