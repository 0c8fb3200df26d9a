CREATE TABLE "account_disablements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_disablements" ADD CONSTRAINT "account_disablements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;