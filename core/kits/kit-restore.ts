import type { NavNodeInput } from "../menus/navigation";
import type { Breakpoints } from "../builder/breakpoints";
import type { GlobalColor, GlobalFont } from "../builder/global-variables";

/** What a kit import's rows are: the documents it made, the terms it added and the menus it made. */
export type KitImportTarget = "document" | "term" | "menu";

/**
 * What a kit import changed outside its own rows, as it was before the run (docs/kits.md): the site
 * settings it wrote, and the display conditions other templates lost to the kit's. "Undo this import"
 * writes them back.
 */
export interface KitImportRestore {
  settings?: {
    siteName?: string;
    breakpoints?: Breakpoints;
    global_colors?: GlobalColor[];
    global_fonts?: GlobalFont[];
  };
  conditions?: { id: number; conditions: string[] }[];
  /** Menus of the site the kit's replaced (same slug), as they were. */
  menus?: { id: number; title: string; tree: NavNodeInput[] }[];
}
