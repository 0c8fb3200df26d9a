CREATE TABLE "circulars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"store_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"display_start_date" timestamp with time zone NOT NULL,
	"display_end_date" timestamp with time zone NOT NULL,
	"url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"store_ids" integer[] DEFAULT '{}' NOT NULL,
	"store_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"display_starts_at" timestamp with time zone,
	"display_ends_at" timestamp with time zone,
	"priority" integer DEFAULT 10 NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"format_version" integer DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_trees" (
	"store_id" integer NOT NULL,
	"menu" text NOT NULL,
	"tree" jsonb NOT NULL,
	CONSTRAINT "navigation_trees_store_id_menu_pk" PRIMARY KEY("store_id","menu")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_name" text DEFAULT 'Aisle' NOT NULL,
	"primary_color" text DEFAULT '' NOT NULL,
	"ios_link" text DEFAULT '' NOT NULL,
	"android_link" text DEFAULT '' NOT NULL,
	"group_targeting" boolean DEFAULT true NOT NULL,
	"stackable_banner" boolean DEFAULT true NOT NULL,
	"dynamic_homepage" boolean DEFAULT true NOT NULL,
	"drink_calculator" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"store_number" text DEFAULT '' NOT NULL,
	"is_selectable" boolean DEFAULT true NOT NULL,
	"store_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"store_segment_ids" integer[] DEFAULT '{}' NOT NULL,
	"other_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{"shopper"}' NOT NULL,
	"segment_ids" integer[] DEFAULT '{}' NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_trees" ADD CONSTRAINT "navigation_trees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_slot_idx" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_slug_idx" ON "documents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_idx" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");