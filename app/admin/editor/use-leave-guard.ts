import { useEffect, useRef } from "react";

/**
 * Leaving the editor with unsaved changes asks first (the browser's own question, on any way out: a
 * link, closing the tab, reloading). `allow()`, from an event handler, lets one deliberate departure
 * through (Reload after a conflict).
 */
export function useLeaveGuard(unsaved: boolean) {
  const allowed = useRef(false);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  return {
    allow: () => {
      allowed.current = true;
    },
  };
}
