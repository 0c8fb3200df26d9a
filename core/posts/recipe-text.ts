import type { Ingredient, RecipeDetails } from "./types";

/** An ingredient line as a cook reads it: "1 1/2 cups all-purpose flour, sifted". */
export function ingredientText(i: Ingredient): string {
  const head = [i.quantity, i.unit, i.name]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" ");
  const note = i.note.trim();
  return note ? `${head}, ${note}` : head;
}

/** Minutes as schema.org wants a duration (ISO 8601): 75 -> "PT1H15M", 0 -> "PT0M". */
export function isoDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `PT${h ? `${h}H` : ""}${rest || !h ? `${rest}M` : ""}`;
}

/** Minutes for people: 45 -> "45 min", 60 -> "1 hr", 135 -> "2 hr 15 min". */
export function humanDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return [h ? `${h} hr` : "", rest || !h ? `${rest} min` : ""].filter(Boolean).join(" ");
}

/** Prep plus cook time, or null when neither is known. */
export function totalMinutes(r: Pick<RecipeDetails, "prepMinutes" | "cookMinutes">): number | null {
  if (r.prepMinutes === null && r.cookMinutes === null) return null;
  return (r.prepMinutes ?? 0) + (r.cookMinutes ?? 0);
}
