import { escapeHtml } from "#core/text/escape";
import { iconMarkup } from "./catalog/product-image";

/** A demo banner: its file under /images/demo/, what it shows, its two background colours and the foods arranged on it. */
interface DemoArt {
  file: string;
  label: string;
  from: string;
  to: string;
  icons: readonly string[];
}

const ART: readonly DemoArt[] = [
  {
    file: "produce",
    label: "Fresh produce",
    from: "#2d6a4f",
    to: "#52b788",
    icons: ["red-apple", "carrot", "broccoli", "banana", "tomato", "leafy-green"],
  },
  { file: "bakery", label: "Bakery", from: "#7f5539", to: "#b08968", icons: ["bread", "croissant", "baguette-bread", "bagel", "pie"] },
  {
    file: "meat-and-seafood",
    label: "Meat & seafood",
    from: "#6a040f",
    to: "#9d0208",
    icons: ["cut-of-meat", "fish", "shrimp", "poultry-leg", "bacon"],
  },
  {
    file: "catering",
    label: "Catering",
    from: "#3c2a63",
    to: "#6a4c93",
    icons: ["shallow-pan-of-food", "sandwich", "green-salad", "shortcake", "cheese-wedge"],
  },
  {
    file: "wine",
    label: "Wine",
    from: "#4a1942",
    to: "#7b2cbf",
    icons: ["wine-glass", "bottle-with-popping-cork", "grapes", "cheese-wedge", "clinking-glasses"],
  },
  {
    file: "family-meals",
    label: "Family meals",
    from: "#9c4a1a",
    to: "#e07a3f",
    icons: ["pot-of-food", "spaghetti", "green-salad", "pie", "cup-with-straw"],
  },
  { file: "recipes", label: "Recipes", from: "#9b2c16", to: "#e76f51", icons: ["cooking", "herb", "garlic", "tomato", "lemon"] },
  {
    file: "storefront",
    label: "Our stores",
    from: "#1b4332",
    to: "#2d6a4f",
    icons: ["shopping-cart", "basket", "red-apple", "bread", "glass-of-milk"],
  },
  {
    file: "region-ohio-valley",
    label: "Ohio Valley",
    from: "#1d6b63",
    to: "#2a9d8f",
    icons: ["peach", "ear-of-corn", "tomato", "red-apple", "honey-pot"],
  },
  {
    file: "region-lakeshore",
    label: "Lakeshore",
    from: "#034f84",
    to: "#0077b6",
    icons: ["cherries", "blueberries", "fish", "red-apple", "peach"],
  },
  {
    file: "region-keystone",
    label: "Keystone",
    from: "#2b2d42",
    to: "#3d405b",
    icons: ["glass-of-milk", "cheese-wedge", "dumpling", "pretzel", "butter"],
  },
  {
    file: "region-hoosier-heartland",
    label: "Hoosier Heartland",
    from: "#8a4b16",
    to: "#bc6c25",
    icons: ["ear-of-corn", "popcorn", "melon", "tomato", "pie"],
  },
];

/** Where each food sits on the 800x400 banner (x, y, size): a large one in the middle and smaller ones around it. */
const SPOTS: ReadonlyArray<readonly [number, number, number]> = [
  [270, 70, 260],
  [110, 40, 130],
  [560, 30, 120],
  [120, 240, 120],
  [580, 230, 130],
  [700, 120, 80],
];

/** An 800x400 banner: a diagonal gradient, a light disc, and the foods arranged on it. */
export function demoArtSvg(art: DemoArt): string {
  const id = `g-${art.file}`;
  const foods = art.icons.map((icon, i) => {
    const [x, y, size] = SPOTS[i % SPOTS.length]!;
    return iconMarkup(icon, x, y, size, `${art.file}-${i}`);
  });
  // The large food last, so it sits on top of its neighbours.
  const [first, ...rest] = foods;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400" role="img" aria-label="${escapeHtml(art.label)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<rect width="800" height="400" fill="url(#${id})"/>` +
    `<circle cx="400" cy="200" r="190" fill="#ffffff" opacity=".14"/><circle cx="60" cy="380" r="120" fill="#ffffff" opacity=".06"/><circle cx="760" cy="20" r="100" fill="#ffffff" opacity=".06"/>` +
    rest.join("") +
    (first ?? "") +
    `</svg>`
  );
}

/** Every demo banner by the path it is served at. */
export function demoArtImages(): Map<string, string> {
  return new Map(ART.map((art) => [`/images/demo/${art.file}.svg`, demoArtSvg(art)]));
}
