CREATE TABLE "binned_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text NOT NULL,
	"held" jsonb NOT NULL,
	"binned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"binned_by_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "binned_items_expires_idx" ON "binned_items" USING btree ("expires_at");