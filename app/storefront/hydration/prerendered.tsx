import { createContext, useContext, type ReactNode } from "react";

/**
 * Parts of the server render kept as HTML and reused while what they are rendered from is the same
 * (app/prerendered-parts.server.ts). The browser has no provider: there every part renders as React
 * and hydrates the server's HTML, which is the same markup whether it came from the cache or not.
 */
export interface PrerenderedParts {
  /** The kept inner HTML of `part` rendered from `inputs`, or undefined (then it is rendered, and kept). */
  get(part: PrerenderedPart, inputs: unknown, variant?: PartVariant): string | undefined;
}

/**
 * A render of a part that differs from its kept HTML in one known way (the site search's term in the
 * header row's search field): kept without the difference, shown with it.
 */
export interface PartVariant {
  /** The kept HTML as this render shows it; null when it cannot be (the part is then rendered, and nothing kept). */
  fromKept(kept: string): string | null;
  /** What is kept of this render's HTML; null: nothing. */
  toKept(rendered: string): string | null;
}

/** A part: its name and the start of its element's opening tag, exactly as React writes it (unique in a page). */
export interface PrerenderedPart {
  name: string;
  openTag: string;
  /** At most this many characters kept for this part (parts kept per visitor get their own, smaller budget). */
  maxBytes?: number;
}

const Ctx = createContext<PrerenderedParts | null>(null);

export function PrerenderedPartsProvider({ value, children }: { value: PrerenderedParts; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/**
 * On the server, the kept inner HTML of `part` for these `inputs` (everything the part's markup is
 * made from: the caller must pass all of it), as `variant` shows it when given (the site search's
 * term); undefined in the browser and on a miss.
 */
export function usePrerendered(part: PrerenderedPart, inputs: unknown, variant?: PartVariant): string | undefined {
  const parts = useContext(Ctx);
  return parts ? parts.get(part, inputs, variant) : undefined;
}
