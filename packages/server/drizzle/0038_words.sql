ALTER TABLE "booking_todos" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "booking_todos" ADD COLUMN "text_params" jsonb;