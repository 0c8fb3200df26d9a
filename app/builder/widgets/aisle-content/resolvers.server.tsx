import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import type { Audience } from "#core/content/targeting";
import type { SlotResolver } from "../../slots.server";
import { ContentArea, type ContentAreaKind } from "#app/storefront/content/content-area";
import { requestStore } from "#app/storefront/stores/request-store.server";
import { contentPreviewOf, requestAudience } from "#app/storefront/content/preview.server";
import { CONTENT_AREA_RESOLVER } from "./aisle-content";

/** One audience per request, however many content areas a page holds. */
const audiences = new WeakMap<Request, Promise<Audience>>();

function audienceOf(request: Request, context: AppLoadContext): Promise<Audience> {
  let audience = audiences.get(request);
  if (!audience) {
    audience = requestStore(request, context).then(({ store }) => requestAudience(request, context, store));
    audiences.set(request, audience);
  }
  return audience;
}

const KINDS: readonly ContentAreaKind[] = ["slider", "cta", "personalized"];

/**
 * A content area for this request: the content service picks the item for the visitor's store and
 * groups (core/content/targeting), rendered as the storefront renders its areas; "" when nothing matches. A
 * failing call throws, and the slot mechanism leaves the area empty (docs/requirements.md#errors).
 */
const contentAreaSlot: SlotResolver = async (args, { request, context }) => {
  const kind = KINDS.find((k) => k === args.kind);
  if (!kind || typeof args.slug !== "string") return "";
  const { content } = context.services;
  const audience = await audienceOf(request, context);
  // webp as on the home page: every browser the site supports shows it.
  const preview = contentPreviewOf(request, context);
  const html =
    kind === "slider"
      ? await content.sliderHtml(args.slug, audience, true, preview)
      : await content.html(kind === "cta" ? "cta" : "personalized-content", args.slug, audience, preview);
  return html ? renderToStaticMarkup(<ContentArea kind={kind} html={html} />) : "";
};

export const CONTENT_AREA_SLOTS: Record<string, SlotResolver> = { [CONTENT_AREA_RESOLVER]: contentAreaSlot };
