CREATE TABLE "circular_deals" (
	"circular_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"deal_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "circular_deals_circular_id_product_id_pk" PRIMARY KEY("circular_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "circular_deals" ADD CONSTRAINT "circular_deals_circular_id_circulars_id_fk" FOREIGN KEY ("circular_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_deals" ADD CONSTRAINT "circular_deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circular_deals_product_idx" ON "circular_deals" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "circular_deals_position_idx" ON "circular_deals" USING btree ("circular_id","position");