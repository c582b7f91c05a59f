CREATE TABLE "contest_draws" (
	"contest" uuid PRIMARY KEY NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_by" uuid,
	"drawn_by_name" text DEFAULT '' NOT NULL,
	"entries" integer NOT NULL,
	"random_numbers" jsonb NOT NULL,
	"pool" jsonb NOT NULL,
	"winners" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"source" text NOT NULL,
	"entered_by" uuid,
	"entered_by_name" text DEFAULT '' NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"winner_rank" integer
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"prize" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"winners" integer DEFAULT 1 NOT NULL,
	"terms" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	CONSTRAINT "contests_period_check" CHECK ("contests"."to" >= "contests"."from"),
	CONSTRAINT "contests_winners_check" CHECK ("contests"."winners" > 0)
);
--> statement-breakpoint
ALTER TABLE "contest_draws" ADD CONSTRAINT "contest_draws_contest_contests_id_fk" FOREIGN KEY ("contest") REFERENCES "public"."contests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_contests_id_fk" FOREIGN KEY ("contest") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_contest_customer_key" ON "contest_entries" USING btree ("contest","customer");--> statement-breakpoint
CREATE INDEX "contest_entries_customer_idx" ON "contest_entries" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "contests_from_id_idx" ON "contests" USING btree ("from","id");