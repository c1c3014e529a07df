CREATE TABLE "stock_feeds" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"last_run_id" integer,
	"last_good_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"held_run_id" integer,
	"held_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_feeds_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "feed" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "outcome" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rows_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rows_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;