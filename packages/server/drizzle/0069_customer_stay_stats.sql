CREATE TABLE "customer_stay_stats" (
	"customer" uuid PRIMARY KEY NOT NULL,
	"no_of_stays" integer DEFAULT 0 NOT NULL,
	"last_stay" date,
	"stay_revenue" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"counted_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_stay_stats" ADD CONSTRAINT "customer_stay_stats_customer_customers_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_stay_stats_stays_idx" ON "customer_stay_stats" USING btree ("no_of_stays");--> statement-breakpoint
CREATE INDEX "customer_stay_stats_revenue_idx" ON "customer_stay_stats" USING btree ("stay_revenue");