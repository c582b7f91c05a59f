CREATE TABLE "mail_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"template" uuid NOT NULL,
	"rule" text DEFAULT 'beforeArrival' NOT NULL,
	"days" integer DEFAULT 7 NOT NULL,
	"states" jsonb DEFAULT '["confirmed"]'::jsonb NOT NULL,
	"resorts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vessels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" text DEFAULT 'booker' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"schedule" uuid NOT NULL,
	"booking" uuid NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD CONSTRAINT "mail_schedules_template_mail_templates_id_fk" FOREIGN KEY ("template") REFERENCES "public"."mail_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_mails" ADD CONSTRAINT "scheduled_mails_schedule_mail_schedules_id_fk" FOREIGN KEY ("schedule") REFERENCES "public"."mail_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_mails" ADD CONSTRAINT "scheduled_mails_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_schedules_name_key" ON "mail_schedules" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_mails_once_key" ON "scheduled_mails" USING btree ("schedule","booking","occasion");--> statement-breakpoint
CREATE INDEX "scheduled_mails_due_idx" ON "scheduled_mails" USING btree ("send_on") WHERE "scheduled_mails"."status" = 'planned';