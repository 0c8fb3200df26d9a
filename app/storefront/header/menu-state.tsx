import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** How a submenu was opened: hover-opened ones close when the pointer leaves, others stay. */
export type OpenedBy = "hover" | "click" | "keyboard";

interface MenuStateValue {
  /** Ids of the open submenus, one per depth (desktop: only the first matters). */
  path: readonly string[];
  openedBy: OpenedBy | null;
  /** The off-canvas panel (below 992 px). */
  offcanvas: boolean;
}

export interface MenuState {
  desktop: boolean | null;
  enhanced: boolean;
  isOpen(id: string, depth: number): boolean;
  openedBy: OpenedBy | null;
  /** Opens `id` at `depth`, closing any other submenu at that depth or deeper. */
  open(id: string, depth: number, by: OpenedBy): void;
  /** Opens or closes `id` at `depth`. */
  toggle(id: string, depth: number, by: OpenedBy): void;
  /** Closes every submenu at `depth` and deeper. */
  closeFrom(depth: number): void;
  /** Closes `id` if it is the submenu open at `depth`. */
  closeIf(id: string, depth: number): void;
  depthOpen: number;
  offcanvas: boolean;
  setOffcanvas(open: boolean): void;
}

const Ctx = createContext<MenuState | null>(null);

const closed: MenuStateValue = { path: [], openedBy: null, offcanvas: false };

/**
 * Which submenus and whether the off-canvas panel are open. Only ids are kept, never the trees:
 * menus render from the root loader's data. The state belongs to `resetKey` (the store, the page
 * and the desktop/mobile mode): when that changes, everything starts closed.
 */
export function MenuStateProvider({
  resetKey,
  desktop,
  enhanced,
  children,
}: {
  resetKey: string;
  desktop: boolean | null;
  enhanced: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<MenuStateValue & { key: string }>({ ...closed, key: resetKey });
  const current = state.key === resetKey ? state : { ...closed, key: resetKey };

  const update = useCallback(
    (change: (s: MenuStateValue) => MenuStateValue) =>
      setState((s) => {
        const base = s.key === resetKey ? s : { ...closed, key: resetKey };
        return { ...change(base), key: resetKey };
      }),
    [resetKey],
  );

  const value = useMemo<MenuState>(
    () => ({
      desktop,
      enhanced,
      openedBy: current.openedBy,
      depthOpen: current.path.length,
      offcanvas: current.offcanvas,
      isOpen: (id, depth) => current.path[depth] === id,
      open: (id, depth, by) =>
        update((s) => {
          if (s.path[depth] === id) return { ...s, path: s.path.slice(0, depth + 1), openedBy: by === "hover" ? (s.openedBy ?? by) : by };
          return { ...s, path: [...s.path.slice(0, depth), id], openedBy: by };
        }),
      toggle: (id, depth, by) =>
        update((s) => {
          if (s.path[depth] !== id) return { ...s, path: [...s.path.slice(0, depth), id], openedBy: by };
          // A click on a submenu the pointer opened keeps it open (pins it) instead of closing it.
          if (depth === 0 && by === "click" && s.openedBy === "hover") return { ...s, openedBy: "click" };
          return { ...s, path: s.path.slice(0, depth), openedBy: depth === 0 ? null : s.openedBy };
        }),
      closeFrom: (depth) =>
        update((s) => (s.path.length > depth ? { ...s, path: s.path.slice(0, depth), openedBy: depth === 0 ? null : s.openedBy } : s)),
      closeIf: (id, depth) =>
        update((s) => (s.path[depth] === id ? { ...s, path: s.path.slice(0, depth), openedBy: depth === 0 ? null : s.openedBy } : s)),
      setOffcanvas: (open) => update((s) => (open ? { ...s, offcanvas: true } : { ...closed })),
    }),
    [current.openedBy, current.path, current.offcanvas, desktop, enhanced, update],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useMenuState(): MenuState {
  const value = useContext(Ctx);
  if (!value) throw new Error("useMenuState outside MenuStateProvider");
  return value;
}
