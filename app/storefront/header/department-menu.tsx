import { useCallback, useEffect, useRef, useState } from "react";
import {
  animatedOffset,
  canShift,
  DEPARTMENT_ANIMATION_MS,
  shiftWindow,
  type Direction,
  type RowGeometry,
} from "#core/menus/department-window";
import { isScrollableMenu } from "#core/menus/menu-layout";
import { MenuItem, type MenuEntry } from "./menu-tree";
import { useMenuState } from "./menu-state";
import { prefersReducedMotion } from "./use-viewport";

/**
 * The department menu (docs/requirements.md#screens-and-routes and #constants): the shop's departments
 * in a row. With more than 10 departments the row scrolls: Previous / Next departments move it four
 * departments at a time with a 300 ms animation (none with reduced motion). Each department lists its
 * first 5 children and a `more...` link to the department page when it has more. Keyboard focus scrolls
 * the row too. Below 992 px it is a plain list inside the off-canvas menu.
 */
export function DepartmentMenu({ departments, listId }: { departments: MenuEntry[]; listId: string }) {
  const scrollable = isScrollableMenu(departments.length);
  const { closeFrom } = useMenuState();
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const animation = useRef<number | null>(null);
  const [edges, setEdges] = useState({ prev: false, next: scrollable });

  const geometry = useCallback((): RowGeometry | null => {
    const v = viewport.current;
    const l = list.current;
    if (!v || !l) return null;
    const origin = l.getBoundingClientRect().left;
    const offsets = [...l.children].map((li) => li.getBoundingClientRect().left - origin);
    return { offsets, viewportWidth: v.clientWidth, contentWidth: v.scrollWidth };
  }, []);

  const measure = useCallback(() => {
    const row = geometry();
    const v = viewport.current;
    if (!row || !v) return;
    const next = { prev: canShift(row, v.scrollLeft, -1), next: canShift(row, v.scrollLeft, 1) };
    setEdges((e) => (e.prev === next.prev && e.next === next.next ? e : next));
    // A department the row's edge would cut in two is faded out instead (its name is never shown
    // clipped); it stays focusable, and focusing it brings it into the row whole.
    const box = v.getBoundingClientRect();
    for (const li of list.current?.children ?? []) {
      const r = li.getBoundingClientRect();
      const cut = (r.left < box.left - 1 && r.right > box.left) || (r.right > box.right + 1 && r.left < box.right);
      if (cut) li.setAttribute("data-cut", "true");
      else li.removeAttribute("data-cut");
    }
  }, [geometry]);

  useEffect(() => {
    const v = viewport.current;
    if (!scrollable || !v) return;
    // A ResizeObserver reports each element once when observed: that is the first measurement.
    const observer = new ResizeObserver(measure);
    observer.observe(v);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, [scrollable, measure, departments]);

  // A running shift stops only when the menu goes away (re-renders leave it be).
  useEffect(
    () => () => {
      if (animation.current !== null) cancelAnimationFrame(animation.current);
    },
    [],
  );

  const shift = (direction: Direction) => {
    const v = viewport.current;
    const row = geometry();
    if (!v || !row || !canShift(row, v.scrollLeft, direction)) return;
    const { scrollLeft: to } = shiftWindow(row, v.scrollLeft, direction);
    // An open department list would be left behind by the moving row.
    closeFrom(0);
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    const from = v.scrollLeft;
    if (prefersReducedMotion()) {
      v.scrollLeft = to;
      return;
    }
    const started = performance.now();
    const step = (now: number) => {
      const progress = (now - started) / DEPARTMENT_ANIMATION_MS;
      v.scrollLeft = animatedOffset(from, to, progress);
      animation.current = progress < 1 ? requestAnimationFrame(step) : null;
    };
    animation.current = requestAnimationFrame(step);
  };

  if (!departments.length) return null;
  return (
    <nav aria-label="Departments" className="departments" data-scrollable={scrollable ? "true" : undefined}>
      {scrollable ? (
        <button
          type="button"
          className="departments__arrow departments__arrow--prev"
          aria-label="Previous departments"
          aria-controls={listId}
          aria-disabled={!edges.prev}
          onClick={() => shift(-1)}
        >
          <span className="departments__arrow-icon" aria-hidden="true" />
        </button>
      ) : null}
      <div className="departments__viewport" ref={viewport} onScroll={measure}>
        <ul id={listId} className="menu__list departments__list" ref={list}>
          {departments.map((d) => (
            <MenuItem key={d.id} entry={d} depth={0} variant="department" parentTitle="Menu" />
          ))}
        </ul>
      </div>
      {scrollable ? (
        <button
          type="button"
          className="departments__arrow departments__arrow--next"
          aria-label="Next departments"
          aria-controls={listId}
          aria-disabled={!edges.next}
          onClick={() => shift(1)}
        >
          <span className="departments__arrow-icon" aria-hidden="true" />
        </button>
      ) : null}
    </nav>
  );
}
