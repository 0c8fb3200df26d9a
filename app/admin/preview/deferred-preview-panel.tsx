import { deferredPart } from "../../storefront/hydration/deferred-part";
import type { PreviewPanelData } from "./preview-panel.server";
// Its style comes with the page, so the panel the server sends is styled before any script runs.

/** The Preview as panel (decision 0030), whose code only editors previewing a page load. */
export const DeferredPreviewPanel = deferredPart<{ preview: PreviewPanelData }>(".preview-panel", () =>
  import("./preview-panel").then((m) => m.PreviewPanel),
);
