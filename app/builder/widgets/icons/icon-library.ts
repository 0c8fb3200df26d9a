import { fas } from "@fortawesome/free-solid-svg-icons";
import { far } from "@fortawesome/free-regular-svg-icons";
import { fab } from "@fortawesome/free-brands-svg-icons";
import type { IconSetting } from "./icon-setting";

/** An icon as inline SVG data: its box and path(s). */
export interface IconShape {
  /** Elementor's class for the inline icon, e.g. `e-fas-star`. */
  name: string;
  width: number;
  height: number;
  paths: string[];
}

type Pack = Record<string, { prefix: string; iconName: string; icon: [number, number, (string | number)[], string, string | string[]] }>;
type Style = "fas" | "far" | "fab";

/** Name (and every alias) -> shape, per style; built on first use. */
let byStyle: Record<Style, Map<string, IconShape>> | null = null;

function index(pack: Pack, style: Style): Map<string, IconShape> {
  const map = new Map<string, IconShape>();
  for (const def of Object.values(pack)) {
    const [width, height, aliases, , path] = def.icon;
    const shape: IconShape = { name: `e-${style}-${def.iconName}`, width, height, paths: Array.isArray(path) ? path : [path] };
    map.set(def.iconName, shape);
    for (const alias of aliases) if (typeof alias === "string") map.set(alias, shape);
  }
  return map;
}

function libraries(): Record<Style, Map<string, IconShape>> {
  byStyle ??= {
    fas: index(fas as unknown as Pack, "fas"),
    far: index(far as unknown as Pack, "far"),
    fab: index(fab as unknown as Pack, "fab"),
  };
  return byStyle;
}

/** Elementor's own icon font (eicons) by the nearest Font Awesome icon, for the names content uses most. */
const EICONS: Record<string, string> = {
  star: "star",
  "star-o": "star",
  check: "check",
  "check-circle": "circle-check",
  close: "xmark",
  "close-circle": "circle-xmark",
  plus: "plus",
  minus: "minus",
  "chevron-right": "chevron-right",
  "chevron-left": "chevron-left",
  "chevron-down": "chevron-down",
  "chevron-up": "chevron-up",
  "arrow-right": "arrow-right",
  "arrow-left": "arrow-left",
  "arrow-up": "arrow-up",
  "arrow-down": "arrow-down",
  "caret-right": "caret-right",
  "caret-down": "caret-down",
  "caret-up": "caret-up",
  "caret-left": "caret-left",
  heart: "heart",
  "heart-o": "heart",
  search: "magnifying-glass",
  menu: "bars",
  "menu-bar": "bars",
  "info-circle": "circle-info",
  "info-circle-o": "circle-info",
  "warning-full": "triangle-exclamation",
  phone: "phone",
  mail: "envelope",
  envelope: "envelope",
  "map-pin": "location-dot",
  clock: "clock",
  "clock-o": "clock",
  cart: "cart-shopping",
  "cart-medium": "cart-shopping",
  "cart-solid": "cart-shopping",
  play: "play",
  pause: "pause",
  facebook: "facebook",
  "facebook-f": "facebook-f",
  twitter: "twitter",
  instagram: "instagram",
  youtube: "youtube",
  pinterest: "pinterest",
  linkedin: "linkedin",
  whatsapp: "whatsapp",
  share: "share-nodes",
  "share-arrow": "share",
  "editor-quote": "quote-left",
  calendar: "calendar",
  user: "user",
  "user-circle-o": "circle-user",
  home: "house",
  favorite: "star",
  "angle-right": "angle-right",
  "angle-left": "angle-left",
};

const BRANDS = new Set(["facebook", "facebook-f", "twitter", "instagram", "youtube", "pinterest", "linkedin", "whatsapp"]);

function styleOf(classes: string[], library: string): Style {
  if (classes.includes("fab") || classes.includes("fa-brands") || library === "fa-brands") return "fab";
  if (classes.includes("far") || classes.includes("fa-regular") || library === "fa-regular") return "far";
  return "fas";
}

/**
 * The inline SVG shape of an Elementor icon setting, or null for none, an uploaded SVG (see
 * `iconUrl`) or a name no library holds. Font Awesome 4, 5 and 6 class forms ("fa fa-star",
 * "fas fa-star", "fa-solid fa-star") and eicons ("eicon-star") are understood; a regular or brand
 * icon missing from its style falls back to the solid one of that name.
 */
export function iconShape(icon: IconSetting): IconShape | null {
  if (typeof icon.value !== "string" || !icon.value) return null;
  const classes = icon.value.trim().toLowerCase().split(/\s+/);
  const libs = libraries();
  const eicon = classes.find((c) => c.startsWith("eicon-"));
  if (eicon) {
    const name = EICONS[eicon.slice("eicon-".length)];
    if (!name) return null;
    return (BRANDS.has(name) ? libs.fab.get(name) : libs.fas.get(name)) ?? null;
  }
  const name = classes.find(
    (c) => c.startsWith("fa-") && !["fa-solid", "fa-regular", "fa-brands", "fa-fw", "fa-lg", "fa-2x", "fa-3x"].includes(c),
  );
  if (!name) return null;
  const bare = name.slice("fa-".length);
  const style = styleOf(classes, icon.library);
  return libs[style].get(bare) ?? libs.fas.get(bare) ?? libs.fab.get(bare) ?? null;
}

/** The address of an uploaded SVG icon (`library: "svg"`), else null. */
export function iconUrl(icon: IconSetting): string | null {
  return icon.library === "svg" && typeof icon.value === "object" && icon.value.url ? icon.value.url : null;
}

/** Whether an icon setting shows anything (a known icon or an uploaded SVG). */
export function hasIcon(icon: IconSetting): boolean {
  return iconUrl(icon) !== null || iconShape(icon) !== null;
}

/**
 * A readable name for an icon that is a link's only content, from its class or file name
 * ("fab fa-facebook-f" -> "Facebook", "fas fa-shopping-cart" -> "Shopping cart"); "Link" when none.
 */
export function iconLabel(icon: IconSetting): string {
  const url = iconUrl(icon);
  const raw = url
    ? (url.split(/[?#]/)[0]!.split("/").pop() ?? "").replace(/\.[a-z0-9]+$/i, "")
    : typeof icon.value === "string"
      ? (icon.value
          .toLowerCase()
          .split(/\s+/)
          .find((c) => (c.startsWith("fa-") && !["fa-solid", "fa-regular", "fa-brands"].includes(c)) || c.startsWith("eicon-")) ?? "")
      : "";
  const words = raw
    .replace(/^(?:fa|eicon)-/, "")
    .replace(/-(?:f|o|alt|square|circle)$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Link";
}
