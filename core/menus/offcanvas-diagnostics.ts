/**
 * Console diagnostics of the off-canvas menu (docs/requirements.md#errors; never shown to visitors): an error
 * when the navigation has no list to build from, a warning when a submenu lacks its level index,
 * and a warning when an update is requested after the original navigation was removed.
 */

export interface Diagnostic {
  level: "error" | "warn";
  message: string;
}

/** What the off-canvas menu found in the navigation it was given. */
export interface NavigationScan {
  /** Number of lists (ul/ol) in the navigation. */
  lists: number;
  /** Each submenu: its id and its `data-level` attribute as found (null when missing). */
  submenus: ReadonlyArray<{ id: string; level: string | null }>;
}

const PREFIX = "Off-canvas menu:";

export function diagnoseNavigation(scan: NavigationScan | null): Diagnostic[] {
  if (!scan || scan.lists === 0)
    return [{ level: "error", message: `${PREFIX} the navigation has no list (ul or ol); there is nothing to build the menu from.` }];
  return scan.submenus
    .filter((s) => s.level === null || s.level.trim() === "" || !Number.isInteger(Number(s.level)) || Number(s.level) < 1)
    .map((s) => ({
      level: "warn" as const,
      message: `${PREFIX} level index missing on submenu "${s.id}"; it opens one level below its parent.`,
    }));
}

export function diagnoseUpdate(originalConnected: boolean): Diagnostic[] {
  return originalConnected
    ? []
    : [{ level: "warn", message: `${PREFIX} an update was requested after the original navigation was removed; nothing was rebuilt.` }];
}

/** Writes diagnostics to a console (the browser's by default). */
export function report(diagnostics: readonly Diagnostic[], out: Pick<Console, "error" | "warn"> = console): void {
  for (const d of diagnostics) out[d.level](d.message);
}
