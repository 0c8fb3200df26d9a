/**
 * What visitors see of a post: a draft never; a published post from its date on, so one dated
 * later is scheduled until then.
 */
export type PostState = "draft" | "scheduled" | "published";

export function postState(post: { status: string; publishedAt: string }, now: number): PostState {
  if (post.status !== "publish") return "draft";
  return Date.parse(post.publishedAt) > now ? "scheduled" : "published";
}

export const POST_STATE_LABELS: Record<PostState, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };
