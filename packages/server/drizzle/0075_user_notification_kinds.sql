ALTER TABLE "users" ALTER COLUMN "notifications" SET DEFAULT '["booking.online","guestform.sent","mail.failed"]'::jsonb;--> statement-breakpoint
-- The column was a free list nothing read: users who never chose get the bell's default kinds.
UPDATE "users" SET "notifications" = '["booking.online","guestform.sent","mail.failed"]'::jsonb WHERE "notifications" = '[]'::jsonb;
