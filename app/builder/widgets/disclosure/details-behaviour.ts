import type { BehaviourContext } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";

/**
 * What the accordion, toggle and nested accordion behaviours share. Their server markup is native
 * `<details>`/`<summary>`: every item opens and closes with no script at all (exclusive accordions
 * through the `name` attribute), so this only adds what a script can: the opening and closing
 * animated (not under reduced motion or in edit mode), one item at a time where the widget asks for
 * it, Up/Down/Home/End between the titles (the APG accordion's optional keys), and Elementor's
 * `elementor-active` classes kept in step for content styled by them. It starts from what the page
 * shows: which items are open is the visitor's, never reset.
 */
export interface DetailsOptions {
  /** The widget's own items (not those of a widget nested inside it). */
  items: HTMLDetailsElement[];
  /** At most one item open. */
  exclusive: boolean;
  /** Animation length in ms (0: none). */
  duration: number;
  /** Class kept on the title and content of open items, as Elementor's script sets it. */
  activeClass?: string;
}

const KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

export function startDetails(ctx: BehaviourContext, { items, exclusive, duration, activeClass }: DetailsOptions): () => void {
  const journal = domJournal();
  const running = new Map<HTMLDetailsElement, Animation>();
  const closing = new Set<HTMLDetailsElement>();
  const summaries = items.map((item) => item.querySelector<HTMLElement>(":scope > summary"));
  const contentOf = (item: HTMLDetailsElement) => item.querySelector<HTMLElement>(":scope > summary + *");
  const animated = () => duration > 0 && !ctx.editMode && !ctx.reducedMotion();
  const isOpen = (item: HTMLDetailsElement) => item.open && !closing.has(item);

  const sync = (item: HTMLDetailsElement) => {
    if (!activeClass) return;
    for (const el of [item.querySelector(":scope > summary"), contentOf(item)]) if (el) journal.cls(el, activeClass, item.open);
  };

  const stop = (item: HTMLDetailsElement) => {
    const animation = running.get(item);
    if (!animation) return;
    running.delete(item);
    animation.cancel();
    item.style.removeProperty("overflow");
  };

  /** The item's height with only its title showing. */
  const closedHeight = (item: HTMLDetailsElement) => {
    const summary = item.querySelector(":scope > summary");
    const style = getComputedStyle(item);
    const top = item.getBoundingClientRect().top;
    return (
      (summary ? summary.getBoundingClientRect().bottom - top : 0) + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth)
    );
  };

  /** Animates the item's height between its title alone and title and content (it is open throughout), then calls done. */
  const slide = (item: HTMLDetailsElement, opening: boolean, done: () => void) => {
    const midway = running.has(item) ? item.getBoundingClientRect().height : undefined;
    stop(item);
    if (!animated()) return done();
    const full = item.getBoundingClientRect().height;
    const from = midway ?? (opening ? closedHeight(item) : full);
    const to = opening ? full : closedHeight(item);
    item.style.overflow = "hidden";
    const animation = item.animate({ height: [`${from}px`, `${to}px`] }, { duration, easing: "ease" });
    running.set(item, animation);
    animation.addEventListener("finish", () => {
      if (running.get(item) !== animation) return;
      stop(item);
      done();
    });
  };

  const open = (item: HTMLDetailsElement) => {
    closing.delete(item);
    item.open = true;
    slide(item, true, () => {});
  };
  const close = (item: HTMLDetailsElement) => {
    closing.add(item);
    slide(item, false, () => {
      closing.delete(item);
      item.open = false;
    });
  };

  const onClick = (item: HTMLDetailsElement) => (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (isOpen(item)) return close(item);
    open(item);
    if (exclusive) for (const other of items) if (other !== item && isOpen(other)) close(other);
  };

  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const last = summaries.length - 1;
    const to =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowDown"
            ? index === last
              ? 0
              : index + 1
            : index === 0
              ? last
              : index - 1;
    summaries[to]?.focus();
  };

  items.forEach((item, i) => {
    // The script keeps one item open itself, so that the one closing can be animated too.
    if (item.hasAttribute("name")) journal.attr(item, "name", null);
    sync(item);
    // Opened by the browser (find in page, a link to something inside): the others still close.
    item.addEventListener(
      "toggle",
      () => {
        sync(item);
        if (exclusive && item.open && !running.has(item))
          for (const other of items) if (other !== item && isOpen(other) && !running.has(other)) other.open = false;
      },
      { signal: ctx.signal },
    );
    summaries[i]?.addEventListener("click", onClick(item), { signal: ctx.signal });
    summaries[i]?.addEventListener("keydown", onKey(i), { signal: ctx.signal });
  });

  return () => {
    for (const item of [...running.keys()]) {
      stop(item);
      if (closing.has(item)) item.open = false;
    }
    closing.clear();
    journal.undo();
  };
}
