/**
 * The body of a loop refresh on the demo recipe finder (/recipe-finder): its document id and its
 * grid's element id are read off the page the server renders, since the seed assigns them.
 */
export async function recipeFinderRefreshBody(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/recipe-finder`, { signal: AbortSignal.timeout(30_000) })).text();
  const doc = /data-elementor-id="(\d+)" data-elementor-type="page"/.exec(html)?.[1];
  const grid = /elementor-widget-loop-grid elementor-element elementor-element-([a-z0-9]{7,8})/.exec(html)?.[1];
  if (!doc || !grid) throw new Error("the recipe finder has no loop grid to refresh");
  return JSON.stringify({
    post_id: Number(doc),
    widget_id: grid,
    widget_filters: { taxonomy: { diet: { terms: ["vegan"], logicalJoin: "AND" } } },
    pagination_base_url: `/recipe-finder?e-filter-${grid}-diet=vegan`,
  });
}
