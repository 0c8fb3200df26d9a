import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { AppLoadContext } from "react-router";
import type { Audience } from "#core/content/targeting";
import type { Store } from "#core/stores/store-types";
import { readPreviewParams, type PreviewSettings } from "#core/content/preview-as";
import { hasRole } from "#core/account/session-rules";
import type { ContentPreview } from "#server/services/content";

/**
 * Preview as (decision 0030): the query's preview, for a signed-in editor or administrator only;
 * anyone else (and a bad query) gets the visitor's page. Such a request carries a session, so the
 * whole-page cache neither serves nor keeps it, and the answer is `private, no-store`.
 */
export function previewOf(request: Request, context: AppLoadContext): PreviewSettings | null {
  if (!hasRole(context.auth.user, ...STAFF_ROLES.content)) return null;
  return readPreviewParams(new URL(request.url).searchParams, new Date());
}

/** What the content service takes to look at the preview's date with drafts (undefined for visitors). */
export function contentPreviewOf(request: Request, context: AppLoadContext): ContentPreview | undefined {
  const p = previewOf(request, context);
  return p ? { at: p.at } : undefined;
}

/**
 * Who the page's content is for: the visitor (their store, their own groups), or in a preview the
 * chosen store and the chosen user groups.
 */
export async function requestAudience(request: Request, context: AppLoadContext, store: Store | null): Promise<Audience> {
  const p = previewOf(request, context);
  if (p) return { storeId: store?.id ?? null, storeGroupIds: store?.store_group_ids ?? [], userGroupIds: p.userGroupIds };
  return context.services.audience.resolve({ storeId: store?.id ?? null, user: context.auth.user });
}
