CREATE TABLE "mail_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"imap_host" text DEFAULT '' NOT NULL,
	"imap_port" integer DEFAULT 993 NOT NULL,
	"imap_security" text DEFAULT 'tls' NOT NULL,
	"smtp_host" text DEFAULT '' NOT NULL,
	"smtp_port" integer DEFAULT 465 NOT NULL,
	"smtp_security" text DEFAULT 'tls' NOT NULL,
	"username" text NOT NULL,
	"auth" text DEFAULT 'password' NOT NULL,
	"password" text,
	"oauth_authorize_url" text DEFAULT '' NOT NULL,
	"oauth_token_url" text DEFAULT '' NOT NULL,
	"oauth_client_id" text DEFAULT '' NOT NULL,
	"oauth_client_secret" text,
	"oauth_scope" text DEFAULT '' NOT NULL,
	"oauth_state" text,
	"oauth_state_at" timestamp with time zone,
	"oauth_access_token" text,
	"oauth_refresh_token" text,
	"oauth_expires_at" timestamp with time zone,
	"oauth_connected_at" timestamp with time zone,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "account" uuid;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_name_key" ON "mail_accounts" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_oauth_state_key" ON "mail_accounts" USING btree ("oauth_state");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_account_mail_accounts_id_fk" FOREIGN KEY ("account") REFERENCES "public"."mail_accounts"("id") ON DELETE set null ON UPDATE no action;