import type { AppLoadContext } from "react-router";
import type { SlotRequest } from "./widget-types";
import { shareButtonsSlot } from "./widgets/share-buttons/resolver.server";
import { CONTENT_AREA_SLOTS } from "./widgets/aisle-content/resolvers.server";
import { loopGridSlot } from "./widgets/loop-grid/resolver.server";
import { LOOP_GRID_RESOLVER } from "./widgets/loop-grid/loop-grid";
import { taxonomyFilterSlot } from "./widgets/taxonomy-filter/resolver.server";
import { TAXONOMY_FILTER_RESOLVER } from "./widgets/taxonomy-filter/taxonomy-filter";
import { countdownSlot } from "./widgets/countdown/resolver.server";
import { COUNTDOWN_RESOLVER } from "./widgets/countdown/countdown";
import { navMenuSlot } from "./widgets/nav-menu/resolver.server";
import { NAV_MENU_RESOLVER } from "./widgets/nav-menu/nav-menu";
import { megaMenuSlot } from "./widgets/mega-menu/resolver.server";
import { MEGA_MENU_RESOLVER } from "./widgets/mega-menu/mega-menu";
import { formSlot } from "./widgets/form/resolver.server";
import { FORM_RESOLVER } from "./widgets/form/form";
import { postInfoSlot } from "./widgets/post-info/resolver.server";
import { POST_INFO_RESOLVER } from "./widgets/post-info/post-info";
import { authorBoxSlot } from "./widgets/author-box/resolver.server";
import { AUTHOR_BOX_RESOLVER } from "./widgets/author-box/author-box";
import { postContentSlot } from "./widgets/theme-post-content/resolver.server";
import { POST_CONTENT_RESOLVER } from "./widgets/theme-post-content/theme-post-content";
import { siteLogoSlot } from "./widgets/theme-site-logo/resolver.server";
import { SITE_LOGO_RESOLVER } from "./widgets/theme-site-logo/theme-site-logo";
import { siteTitleSlot } from "./widgets/theme-site-title/resolver.server";
import { SITE_TITLE_RESOLVER } from "./widgets/theme-site-title/theme-site-title";
import { postsSlot } from "./widgets/posts/resolver.server";
import { POSTS_RESOLVER } from "./widgets/posts/posts";
import { SITE_FOOTER_SLOTS } from "./widgets/site-footer-slots.server";

/**
 * Per-request parts of a cached document (decision 0011): a widget whose HTML depends on the store
 * or the shopper's group (the site's content areas) leaves a slot in the cached HTML; for each request
 * the loader asks the slot's resolver for its HTML and splices it in. The resolver returns HTML that
 * is already safe (CMS HTML is sanitized when saved); "" leaves the place empty.
 */
export interface SlotContext {
  request: Request;
  context: AppLoadContext;
  /** The document the slot is in (share buttons name the page by its title). */
  document?: { id: number; title: string };
  /** The editor's preview (`?aisle-edit=1` for an editor). */
  editMode?: boolean;
}

export type SlotResolver = (args: Record<string, unknown>, on: SlotContext) => Promise<string>;

/** Resolvers by name. Content widgets add theirs here. */
export const SLOT_RESOLVERS: Record<string, SlotResolver> = {
  // Share buttons, and the site's content areas as widgets.
  "share-buttons": shareButtonsSlot,
  ...CONTENT_AREA_SLOTS,
  // Loop grids and their taxonomy filters: they read the page's address.
  [LOOP_GRID_RESOLVER]: loopGridSlot,
  [TAXONOMY_FILTER_RESOLVER]: taxonomyFilterSlot,
  // The countdown: the time left at the request's moment.
  [COUNTDOWN_RESOLVER]: countdownSlot,
  // Site widgets: menus bound to the site's menus.
  [NAV_MENU_RESOLVER]: navMenuSlot,
  [MEGA_MENU_RESOLVER]: megaMenuSlot,
  [FORM_RESOLVER]: formSlot,
  // The site's and the page's post's fields, for header and single templates.
  [SITE_LOGO_RESOLVER]: siteLogoSlot,
  [SITE_TITLE_RESOLVER]: siteTitleSlot,
  [POST_INFO_RESOLVER]: postInfoSlot,
  [AUTHOR_BOX_RESOLVER]: authorBoxSlot,
  [POST_CONTENT_RESOLVER]: postContentSlot,
  [POSTS_RESOLVER]: postsSlot,
  // The site footer's parts: its menus, the store's hours, the app links, the legal line.
  ...SITE_FOOTER_SLOTS,
};

/** Each slot's HTML for this request; a failing or unknown resolver leaves its slot empty (and the page is not cached). */
export async function resolveSlots(
  slots: readonly SlotRequest[],
  on: SlotContext,
  resolvers: Record<string, SlotResolver> = SLOT_RESOLVERS,
): Promise<string[]> {
  return Promise.all(
    slots.map(async (slot) => {
      const resolve = resolvers[slot.resolver];
      if (!resolve) return "";
      try {
        return await resolve(slot.args, on);
      } catch (err) {
        on.context.services.logger.warn({ err, slot: slot.resolver }, "page-builder slot failed; left empty");
        on.context.render.partial = true;
        return "";
      }
    }),
  );
}

/** The cached pieces joined with this request's slot values (the pieces are one more than the values). */
export function fillSlots(parts: readonly string[], values: readonly string[]): string {
  if (parts.length === 1) return parts[0]!;
  let html = parts[0]!;
  for (let i = 1; i < parts.length; i++) html += (values[i - 1] ?? "") + parts[i]!;
  return html;
}
