CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_import_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"kit_name" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"zip" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_import_rows" ADD CONSTRAINT "kit_import_rows_kit_import_id_kit_imports_id_fk" FOREIGN KEY ("kit_import_id") REFERENCES "public"."kit_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_imports" ADD CONSTRAINT "kit_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_at_idx" ON "events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "events_name_at_idx" ON "events" USING btree ("name","at");--> statement-breakpoint
CREATE INDEX "kit_import_rows_import_idx" ON "kit_import_rows" USING btree ("kit_import_id");--> statement-breakpoint
CREATE INDEX "kit_imports_created_idx" ON "kit_imports" USING btree ("created_at");