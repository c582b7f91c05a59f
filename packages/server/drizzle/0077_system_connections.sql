CREATE TABLE "connect_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'seaberth' NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"secret_kid" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user" uuid NOT NULL,
	"system" text NOT NULL,
	"external_id" text NOT NULL,
	"external_email" text DEFAULT '' NOT NULL,
	"external_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_links" ADD CONSTRAINT "user_links_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_nonces_expires_idx" ON "connect_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_connections_key_key" ON "system_connections" USING btree ("key");--> statement-breakpoint
CREATE INDEX "system_connections_secret_kid_idx" ON "system_connections" USING btree ("secret_kid");--> statement-breakpoint
CREATE UNIQUE INDEX "user_links_user_system_key" ON "user_links" USING btree ("user","system");