CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"location_id" integer,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_reference" text,
	"lead_id" uuid,
	"name" text,
	"email" text,
	"phone" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"promotion" text NOT NULL,
	"phone_hash" text NOT NULL,
	"user_id" integer,
	"prize" text NOT NULL,
	"voucher" text NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "online_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_site_idempotency" ON "online_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "online_payments_user" ON "online_payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spins_one_per_buyer" ON "spins" USING btree ("site_id","promotion","phone_hash");--> statement-breakpoint
UPDATE "local_payments" SET "amount" = "amount" * 100;