ALTER TABLE "online_bookings" ADD COLUMN "visitor_ip" text;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "visitor_email" text;