-- The trigram operators' estimate tries each operator on the column's sampled values: about 2 ms of
-- planning per search term on the demo catalog, more than the search itself. One sampled value leaves
-- the planner its default estimate, and the trigram index is still the plan (decision 0116).
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 1;--> statement-breakpoint
ANALYZE "products";
