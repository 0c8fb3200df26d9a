import type { SlotResolver } from "../../slots.server";
import { currentPost, noPostNote } from "../current-post.server";
import { postInfoSettings } from "./settings";
import { renderPostInfo } from "./post-info";

/** The page's post's info; nothing where there is no post (the editor sees a note). */
export const postInfoSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const post = await currentPost(request, context);
  if (!post) return editMode ? noPostNote("Post info") : "";
  return renderPostInfo(postInfoSettings.parse(args.settings ?? {}), post);
};
