import { useEffect, useState, type RefObject } from "react";
import { globalCustomProperties, type GlobalVariables } from "#core/builder/global-variables";
import { readSiteKitMessage, SITE_KIT_CHANNEL } from "#core/editor/site-kit-message";
import type { ToPreview } from "./preview-messages";

/**
 * The kit's global colours and fonts while the editor is open: those it loaded with, then each set the
 * site settings page saves in another tab (decision 0096). Each new set goes to the preview at once as
 * its custom properties, so every element that references a variable follows without a reload or a save.
 */
export function useSiteKitGlobals(initial: GlobalVariables, frame: RefObject<HTMLIFrameElement | null>): GlobalVariables {
  const [globals, setGlobals] = useState(initial);
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SITE_KIT_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const next = readSiteKitMessage(event.data);
      if (!next) return;
      setGlobals(next);
      const message: ToPreview = { type: "aisle-editor:globals", properties: globalCustomProperties(next) };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    };
    return () => channel.close();
  }, [frame]);
  return globals;
}
