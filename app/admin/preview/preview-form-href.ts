import type { PreviewSettings } from "#core/content/preview-as";

/** The admin's Preview as form, filled in with a preview's settings and path (to change them). */
export function previewFormHref(p: PreviewSettings, path: string): string {
  const q = new URLSearchParams();
  if (p.storeId !== null) q.set("store", String(p.storeId));
  for (const g of p.userGroupIds) q.append("groups", String(g));
  q.set("at", p.at.toISOString().slice(0, 16));
  q.set("path", path);
  return `/admin/preview?${q.toString()}`;
}
