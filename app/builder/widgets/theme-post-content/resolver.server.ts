import type { SlotResolver } from "../../slots.server";
import { currentPost, noPostNote } from "../current-post.server";

/** The page's post's body, as its own page shows it (stored sanitized); nothing where there is no post. */
export const postContentSlot: SlotResolver = async (_args, { request, context, editMode }) => {
  const post = await currentPost(request, context);
  if (!post) return editMode ? noPostNote("Post content") : "";
  return post.body ? `<div class="elementor-post-content">${post.body}</div>` : "";
};
