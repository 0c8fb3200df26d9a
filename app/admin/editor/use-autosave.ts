import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ElementNode } from "#core/documents/document-types";
import type { AutosaveResult } from "./editor-action.server";

/** How often unsaved work is kept as a draft revision (Elementor's autosave interval). */
export const AUTOSAVE_MS = 30_000;

/**
 * Every 30 s while there is unsaved work that changed since the last autosave, the work is kept as a
 * draft revision of the document (never published; the document itself is not changed), so a closed tab
 * or a crash loses at most half a minute. Returns the time of the last autosave.
 */
export function useAutosave(opts: {
  unsaved: boolean;
  elements: ElementNode[];
  settings: Record<string, unknown>;
  version: string;
  nonce: string;
}) {
  const fetcher = useFetcher<AutosaveResult>();
  const latest = useRef(opts);
  const kept = useRef<{ elements: ElementNode[]; settings: Record<string, unknown> } | null>(null);
  const [at, setAt] = useState<string | null>(null);
  useEffect(() => {
    latest.current = opts;
  });
  const submit = fetcher.submit;
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      const { unsaved, elements, settings, version, nonce } = latest.current;
      if (!unsaved || busy || (kept.current?.elements === elements && kept.current.settings === settings)) return;
      kept.current = { elements, settings };
      void submit(
        { intent: "autosave", elements: JSON.stringify(elements), settings: JSON.stringify(settings), version, nonce },
        { method: "post" },
      );
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [submit, busy]);
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const savedAt = data && data.ok ? data.autosavedAt : null;
  if (savedAt && savedAt !== at) setAt(savedAt);
  return at;
}
