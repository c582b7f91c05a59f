DROP INDEX "customers_email_key_idx";--> statement-breakpoint
DROP INDEX "customers_phone_key_idx";--> statement-breakpoint
DROP INDEX "customers_passport_key_idx";--> statement-breakpoint
DROP INDEX "customers_name_key_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(trim(coalesce("contact"->>'email', '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (regexp_replace(coalesce("contact"->>'phone', ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "passport_key" text GENERATED ALWAYS AS (upper(regexp_replace(coalesce("passport"->>'number', ''), '[[:space:]]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(translate(coalesce("full_name", ''), 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪİìíîïīıŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birthday_key" text GENERATED ALWAYS AS (nullif("master_data"->>'birthday', '')) STORED;--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key","id") WHERE "customers"."email_key" <> '';--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key","id") WHERE length("customers"."phone_key") >= 6;--> statement-breakpoint
CREATE INDEX "customers_passport_key_idx" ON "customers" USING btree ("passport_key","id") WHERE "customers"."passport_key" <> '';--> statement-breakpoint
CREATE INDEX "customers_name_key_idx" ON "customers" USING btree ("name_key","birthday_key","id");