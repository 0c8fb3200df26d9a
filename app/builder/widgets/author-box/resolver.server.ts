import type { SlotResolver } from "../../slots.server";
import { currentPost, noPostNote } from "../current-post.server";
import { postListUrl } from "../post-list-url";
import { authorBoxSettings } from "./settings";
import { renderAuthorBox } from "./author-box";

/** The box for this page: the post's author (linked to the list of its kind of posts), or the widget's own author. */
export const authorBoxSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const settings = authorBoxSettings.parse(args.settings ?? {});
  if (settings.source === "custom")
    return renderAuthorBox(settings, {
      name: settings.author_name,
      bio: settings.author_bio,
      avatar: settings.author_avatar.url,
      link: settings.author_website.url,
    });
  const post = await currentPost(request, context);
  if (!post) return editMode ? noPostNote("Author box") : "";
  return renderAuthorBox(settings, { name: post.author, bio: "", avatar: "", link: postListUrl(post) });
};
