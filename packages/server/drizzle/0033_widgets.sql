CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'trips' NOT NULL,
	"vessels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resorts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"room_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_color" text DEFAULT '#0b6e99' NOT NULL,
	"language" text,
	"currency" text,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_name_key" ON "widgets" USING btree ("name");