import type { BuilderView } from "../builder-view";

/** One popup the page carries (popup-views.server.ts): its rendered document and what its behaviour reads. */
export interface PopupView {
  view: BuilderView;
  title: string;
  /** The popup's settings for the browser (its conditions left out), its id and the viewer's roles. */
  settings: PopupClientSettings;
  /** Extra classes from the popup's `classes` setting (valid class names only). */
  classes: string[];
}

export interface PopupClientSettings extends Record<string, unknown> {
  id: number;
  /** The signed-in visitor's roles (the logged-in rule), null for an anonymous visitor. */
  viewer: { roles: string[] } | null;
}
