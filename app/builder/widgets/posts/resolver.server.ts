import type { SlotResolver } from "../../slots.server";
import { gridPageOf } from "#core/loop-filter/url-codec";
import { readPostsSettings, type PostsSettings } from "./settings";
import { postsListHtml } from "./list.server";
import { archiveOf } from "./archive-query";

/**
 * Posts and Archive Posts for this request: the page the address names (`e-page-<widget id>`), and
 * for Archive Posts the list the page itself is (a recipe category's recipes). Page links keep the
 * rest of the address.
 */
export const postsSlot: SlotResolver = async (args, { request, context }) => {
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  const archive = args.archive === true;
  const settings: PostsSettings =
    args.settings && typeof args.settings === "object" ? (args.settings as PostsSettings) : readPostsSettings({}, archive);
  const { pathname, search } = new URL(request.url);
  const page = gridPageOf(search, widgetId);
  const list = archive ? archiveOf(pathname) : null;
  const type = list?.type ?? settings.postType;
  const posts = await context.services.posts.list({
    type,
    filters: list?.taxonomy && list.term ? [{ taxonomy: list.taxonomy, terms: [list.term], join: "OR", includeChildren: true }] : [],
    orderBy: settings.orderBy,
    ...(settings.order ? { order: settings.order } : {}),
    page,
    perPage: settings.perPage,
  });
  return postsListHtml({ widgetId, settings, posts, page, baseUrl: pathname + search });
};
