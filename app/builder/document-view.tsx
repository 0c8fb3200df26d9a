import { useEffect, useRef, useState } from "react";
import type { BuilderView } from "./builder-view";
import { useServerBuilderHtml } from "./builder-html-context";
import { startBehavioursWhenNamed } from "./runtime/start-when-named";
import "./builder.css";

/**
 * A page-builder document in the page (decision 0011). Its HTML was rendered on the server and is
 * inserted as it is: React never hydrates inside it, and keeps the server's DOM for as long as the
 * document's key (id + version) stays the same, revalidations included, so behaviours keep their
 * state. A new key (another page, a new version) replaces the markup and restarts the behaviours.
 */
export function BuilderDocument({ view }: { view: BuilderView }) {
  const serverHtml = useServerBuilderHtml(view.key);
  const [shown, setShown] = useState(() => ({ view, html: serverHtml ?? view.html ?? "" }));
  if (shown.view.key !== view.key) setShown({ view, html: view.html ?? "" });
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current) return;
    return startBehavioursWhenNamed(ref.current, { editMode: shown.view.editMode, breakpoints: shown.view.breakpoints, withRoot: true });
  }, [shown]);

  return (
    <div
      ref={ref}
      className={`elementor elementor-${shown.view.id}`}
      data-elementor-id={shown.view.id}
      data-elementor-type={shown.view.type}
      data-behaviours={shown.view.behaviours?.length ? shown.view.behaviours.join(" ") : undefined}
      data-global-image-lightbox={shown.view.globalImageLightbox === false ? "no" : "yes"}
      // In the browser the first render has no HTML: hydration keeps the server's children (React does not
      // compare them), and the same string on later renders leaves the DOM alone.
      dangerouslySetInnerHTML={{ __html: shown.html }}
      suppressHydrationWarning
    />
  );
}
