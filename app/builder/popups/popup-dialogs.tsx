import { useEffect, useRef } from "react";
import type { Breakpoints } from "#core/builder/breakpoints";
import { useServerBuilderHtml } from "../builder-html-context";
import { startBehavioursWhenNamed } from "../runtime/start-when-named";
import type { PopupView } from "./popup-view";

/**
 * The page's popups, rendered on the server each inside a closed native <dialog> named by its title
 * (docs/design/documents.md and docs/design/ui-contract.md), so what they hold is in the page from the
 * start (embeds and forms work). The `popup` behaviour (behaviours/popup/) decides when one opens;
 * without scripts they stay closed. Like BuilderDocument, React never hydrates inside a popup's HTML.
 */
export function PopupDialogs({ popups }: { popups: PopupView[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = popups.map((p) => p.view.key).join(" ");
  const first = popups[0]?.view;
  const editMode = first?.editMode ?? false;
  const breakpoints: Breakpoints | undefined = first?.breakpoints;
  useEffect(() => {
    if (!ref.current || key === "" || !breakpoints) return;
    return startBehavioursWhenNamed(ref.current, { editMode, breakpoints });
    // The key names the popups and their versions; breakpoints come with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, editMode]);
  if (popups.length === 0) return null;
  return (
    <div ref={ref} className="aisle-popups">
      {popups.map((popup) => (
        <PopupDialog key={popup.view.key} popup={popup} />
      ))}
    </div>
  );
}

function PopupDialog({ popup }: { popup: PopupView }) {
  const serverHtml = useServerBuilderHtml(popup.view.key);
  const html = serverHtml ?? popup.view.html ?? "";
  const { id } = popup.settings;
  const closeButton = popup.settings["close_button"] !== "" && popup.settings["close_button"] !== "no";
  const outside = popup.settings["close_button_position"] === "outside";
  return (
    <dialog
      id={`elementor-popup-modal-${id}`}
      className={["elementor-popup-modal", "aisle-popup", ...popup.classes].join(" ")}
      aria-label={popup.title}
      aria-modal="true"
      data-elementor-popup={id}
      data-behaviours="popup"
      data-settings={JSON.stringify(popup.settings)}
    >
      <div className="dialog-widget-content dialog-lightbox-widget-content">
        {closeButton ? (
          <button
            type="button"
            className={`dialog-close-button dialog-lightbox-close-button${outside ? " dialog-close-button--outside" : ""}`}
            aria-label="Close"
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <div
          className={`dialog-message dialog-lightbox-message elementor elementor-${id}`}
          data-elementor-id={id}
          data-elementor-type="popup"
          dangerouslySetInnerHTML={{ __html: html }}
          suppressHydrationWarning
        />
      </div>
    </dialog>
  );
}
