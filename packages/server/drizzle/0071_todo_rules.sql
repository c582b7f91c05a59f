CREATE TABLE "todo_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user" uuid NOT NULL,
	"rule" uuid,
	"booking" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "todo_rule_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule" uuid NOT NULL,
	"booking" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"decision" boolean DEFAULT true NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"todo" uuid,
	"mails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_todos" ADD COLUMN "assigned_role" uuid;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD COLUMN "assigned_user" uuid;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD COLUMN "condition" jsonb;--> statement-breakpoint
ALTER TABLE "todo_definitions" ADD COLUMN "trigger" jsonb DEFAULT '{"kind":"bookingCreated","days":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_definitions" ADD COLUMN "condition" jsonb DEFAULT '{"kind":"none","asset":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_definitions" ADD COLUMN "action" jsonb DEFAULT '{"kind":"todo","role":null,"user":null,"template":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_definitions" ADD COLUMN "catch_up" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_notifications" ADD CONSTRAINT "todo_notifications_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_notifications" ADD CONSTRAINT "todo_notifications_rule_todo_definitions_id_fk" FOREIGN KEY ("rule") REFERENCES "public"."todo_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_notifications" ADD CONSTRAINT "todo_notifications_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_rule_log" ADD CONSTRAINT "todo_rule_log_rule_todo_definitions_id_fk" FOREIGN KEY ("rule") REFERENCES "public"."todo_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_rule_log" ADD CONSTRAINT "todo_rule_log_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_rule_log" ADD CONSTRAINT "todo_rule_log_todo_booking_todos_id_fk" FOREIGN KEY ("todo") REFERENCES "public"."booking_todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_notifications_unread_idx" ON "todo_notifications" USING btree ("user","created_at") WHERE "todo_notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "todo_rule_log_decision_key" ON "todo_rule_log" USING btree ("rule","booking","occurrence") WHERE "todo_rule_log"."decision";--> statement-breakpoint
CREATE INDEX "todo_rule_log_rule_idx" ON "todo_rule_log" USING btree ("rule","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "todo_rule_log_planned_idx" ON "todo_rule_log" USING btree ("day") WHERE "todo_rule_log"."outcome" = 'planned';--> statement-breakpoint
CREATE INDEX "todo_rule_log_booking_idx" ON "todo_rule_log" USING btree ("booking");--> statement-breakpoint
ALTER TABLE "booking_todos" ADD CONSTRAINT "booking_todos_assigned_role_user_roles_id_fk" FOREIGN KEY ("assigned_role") REFERENCES "public"."user_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD CONSTRAINT "booking_todos_assigned_user_users_id_fk" FOREIGN KEY ("assigned_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "booking_todos_open_condition_idx" ON "booking_todos" USING btree ("booking") WHERE "booking_todos"."open" and "booking_todos"."condition" is not null;