ALTER TABLE "resorts" ADD COLUMN "online_payment" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "public_name" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "online_payment" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD COLUMN "payment" text;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "online_payment" text DEFAULT 'asset' NOT NULL;