CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"folder" uuid,
	"alt" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"mime_type" text,
	"size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"file_name" text DEFAULT '' NOT NULL,
	"checksum" text,
	"storage_key" text,
	"thumb_key" text
);
--> statement-breakpoint
CREATE TABLE "media_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"parent" uuid,
	CONSTRAINT "media_folders_parent_name_key" UNIQUE NULLS NOT DISTINCT("parent","name")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_folder_media_folders_id_fk" FOREIGN KEY ("folder") REFERENCES "public"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_parent_media_folders_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");