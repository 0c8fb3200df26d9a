import { loadChunk } from "../../runtime/chunks";
import type { LightboxItem } from "./items";

/**
 * Opens the lightbox on `items` at `start`. The viewer (yet-another-react-lightbox and its styles) is
 * its own chunk, loaded the first time a lightbox opens; closing it puts focus back on `trigger`.
 */
export async function openLightbox(items: LightboxItem[], start: number, trigger: HTMLElement | null): Promise<void> {
  if (items.length === 0) return;
  try {
    const viewer = await loadChunk("lightbox-viewer", () => import("./viewer"), { base: import.meta.url });
    viewer.showLightbox(items, Math.min(Math.max(0, start), items.length - 1), trigger);
  } catch (error) {
    console.error(error);
  }
}
