CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "login_attempts" SET "address" = split_part("key", '|', 1);--> statement-breakpoint
CREATE INDEX "rate_limit_hits_scope_key_idx" ON "rate_limit_hits" USING btree ("scope","key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","at");