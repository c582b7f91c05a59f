CREATE TABLE "booking_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking" uuid NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"due" date NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"definition" uuid,
	"edited_by" uuid,
	"predefined" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "todo_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"rule" jsonb NOT NULL,
	"close_on_abort" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_todos" ADD CONSTRAINT "booking_todos_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD CONSTRAINT "booking_todos_definition_todo_definitions_id_fk" FOREIGN KEY ("definition") REFERENCES "public"."todo_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD CONSTRAINT "booking_todos_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_todos_booking_idx" ON "booking_todos" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_todos_open_due_idx" ON "booking_todos" USING btree ("due") WHERE "booking_todos"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "todo_definitions_group_text_key" ON "todo_definitions" USING btree ("group","text");