import type { Breakpoints } from "../../core/builder/breakpoints";
import type { SiteChromePart } from "../../core/frame/site-chrome";

/** What a route's loader hands the page for one page-builder document (load-document.server.ts). */
export interface BuilderView {
  /** Names the rendered version: the same key means the same HTML, so the page keeps its DOM. */
  key: string;
  id: number;
  type: string;
  editMode: boolean;
  breakpoints: Breakpoints;
  /** Behaviours of the whole document that this request asks for (template preview). */
  behaviours?: string[];
  /** The kit's global image lightbox (site settings); on when absent. */
  globalImageLightbox?: boolean;
  /** Only on client-side navigations; on a document request the server render takes it from the load context. */
  html?: string;
  /** A header template's places for the site's own chrome (core/frame/site-chrome.ts); absent when it has none. */
  chrome?: SiteChromePart[];
}
