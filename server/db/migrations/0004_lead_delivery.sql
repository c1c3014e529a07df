CREATE TABLE "lead_delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "secret_env" text;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_delivery_attempts" ADD CONSTRAINT "lead_delivery_attempts_outbox_id_lead_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."lead_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_delivery_attempts_outbox" ON "lead_delivery_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "lead_outbox_lead" ON "lead_outbox" USING btree ("lead_id");--> statement-breakpoint
UPDATE "lead_outbox" SET "status" = 'dead' WHERE "status" = 'failed';
