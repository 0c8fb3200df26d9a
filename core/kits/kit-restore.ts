import type { NavNodeInput } from "../menus/navigation";
import type { Breakpoints } from "../builder/breakpoints";
import type { GlobalColor, GlobalFont } from "../builder/global-variables";
import type { ThemeStyle } from "../builder/theme-style";
import type { SiteLogo } from "../builder/site-logo";

/** What a kit import's rows are: the documents it made, the terms it added, the menus it made and the articles its posts became. */
export type KitImportTarget = "document" | "term" | "menu" | "post";

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
    theme_style?: ThemeStyle;
    site_logo?: SiteLogo | null;
  };
  conditions?: { id: number; conditions: string[] }[];
  /** Menus of the site the kit's replaced (same slug), as they were. */
  menus?: { id: number; title: string; tree: NavNodeInput[] }[];
}
