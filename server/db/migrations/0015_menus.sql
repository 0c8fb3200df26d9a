CREATE TABLE "navigation_group_trees" (
	"store_group_id" integer NOT NULL,
	"menu" text NOT NULL,
	"tree" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "navigation_group_trees_store_group_id_menu_pk" PRIMARY KEY("store_group_id","menu")
);
--> statement-breakpoint
ALTER TABLE "navigation_group_trees" ADD CONSTRAINT "navigation_group_trees_store_group_id_store_groups_id_fk" FOREIGN KEY ("store_group_id") REFERENCES "public"."store_groups"("id") ON DELETE cascade ON UPDATE no action;