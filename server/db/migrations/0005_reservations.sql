CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"site_id" integer NOT NULL,
	"reservation_id" uuid,
	"amount" integer NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"refund_key" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency" ON "reservations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_due" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("user_id");