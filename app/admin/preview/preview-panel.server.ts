import type { AppLoadContext } from "react-router";
import type { Audience } from "#core/content/targeting";
import type { Store } from "#core/stores/store-types";
import type { PreviewSettings } from "#core/content/preview-as";
import { withoutPreview } from "#core/content/preview-as";
import { CONTENT_KIND_LABELS } from "#core/schemas/content-items";
import { previewAreas } from "#server/services/preview";
import { previewFormHref } from "./preview-form-href";

/** What the Preview as panel shows: as whom, when, and which item won each content area and why. */
export async function previewPanel(
  request: Request,
  context: AppLoadContext,
  preview: PreviewSettings,
  store: Store | null,
  audience: Audience,
) {
  const url = new URL(request.url);
  const path = withoutPreview(url.pathname + url.search);
  const [explained, choices] = await Promise.all([
    previewAreas(context.services.content, audience, preview.at),
    context.services.contentItems.choices(),
  ]);
  const groupName = new Map(choices.userGroups.map((g) => [g.id, g.name]));
  return {
    store: store ? { id: store.id, name: store.name } : null,
    userGroups: preview.userGroupIds.map((id) => groupName.get(id) ?? `User group ${id}`),
    at: preview.at.toISOString(),
    path,
    changeHref: previewFormHref(preview, path),
    areas: explained.areas.map((a) => ({
      key: `${a.kind}:${a.slug}`,
      label: `${CONTENT_KIND_LABELS[a.kind] ?? a.kind} “${a.slug}”`,
      winner: a.items.find((i) => i.outcome === "shown") ?? null,
      summary: a.summary,
      others: a.items.filter((i) => i.outcome !== "shown").map((i) => ({ id: i.id, title: i.title, status: i.status, reason: i.reason })),
    })),
  };
}

export type PreviewPanelData = Awaited<ReturnType<typeof previewPanel>>;
