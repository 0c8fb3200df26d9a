import { useEffect, useRef } from "react";
import type { GlobalVariables } from "#core/builder/global-variables";
import { SITE_KIT_CHANNEL, siteKitMessage } from "#core/editor/site-kit-message";

/**
 * Tells this site's other open tabs (an editor's preview) when the kit's global colours or fonts this
 * page shows change, i.e. once a save of them has been read back (decision 0096).
 */
export function useAnnounceGlobals(globals: GlobalVariables) {
  const key = JSON.stringify([globals.colors, globals.fonts]);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key || typeof BroadcastChannel === "undefined") return;
    shown.current = key;
    const channel = new BroadcastChannel(SITE_KIT_CHANNEL);
    channel.postMessage(siteKitMessage(globals));
    channel.close();
  }, [key, globals]);
}
