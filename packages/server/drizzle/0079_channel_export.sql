CREATE TABLE "channel_schedules" (
	"schedule" uuid PRIMARY KEY NOT NULL,
	"on_channel" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_vessels" (
	"vessel" uuid PRIMARY KEY NOT NULL,
	"on_channel" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_schedules" ADD CONSTRAINT "channel_schedules_schedule_schedules_id_fk" FOREIGN KEY ("schedule") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_vessels" ADD CONSTRAINT "channel_vessels_vessel_vessels_id_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;