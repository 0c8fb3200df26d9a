/**
 * Dates written with PHP's date() letters, as Elementor's post widgets take them (`F j, Y`, `g:i a`;
 * docs/design/documents.md). Times are read in UTC, the zone the site stores them in. Letters outside
 * the supported set are written as they are; a backslash writes the next letter as it is.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const pad = (n: number) => String(n).padStart(2, "0");

function suffix(day: number): string {
  if (day >= 11 && day <= 13) return "th";
  return ["th", "st", "nd", "rd"][day % 10] ?? "th";
}

export function phpDate(format: string, at: Date): string {
  if (Number.isNaN(at.getTime())) return "";
  const d = at.getUTCDate();
  const m = at.getUTCMonth();
  const h = at.getUTCHours();
  const letters: Record<string, () => string> = {
    d: () => pad(d),
    j: () => String(d),
    S: () => suffix(d),
    D: () => DAYS[at.getUTCDay()]!.slice(0, 3),
    l: () => DAYS[at.getUTCDay()]!,
    F: () => MONTHS[m]!,
    M: () => MONTHS[m]!.slice(0, 3),
    m: () => pad(m + 1),
    n: () => String(m + 1),
    Y: () => String(at.getUTCFullYear()),
    y: () => String(at.getUTCFullYear()).slice(-2),
    a: () => (h < 12 ? "am" : "pm"),
    A: () => (h < 12 ? "AM" : "PM"),
    g: () => String(h % 12 || 12),
    G: () => String(h),
    h: () => pad(h % 12 || 12),
    H: () => pad(h),
    i: () => pad(at.getUTCMinutes()),
    s: () => pad(at.getUTCSeconds()),
  };
  let out = "";
  for (let i = 0; i < format.length && i < 100; i++) {
    const c = format[i]!;
    if (c === "\\" && i + 1 < format.length) out += format[++i];
    else out += letters[c]?.() ?? c;
  }
  return out;
}

/** Elementor's date and time choices: "0" is the site's default, "custom" the widget's own letters. */
export function elementorDate(choice: string, custom: string, fallback: string, at: Date): string {
  const format = choice === "custom" ? custom || fallback : choice === "0" || choice === "default" || choice === "" ? fallback : choice;
  return phpDate(format, at);
}
