/**
 * What a behaviour changed in the DOM, so its cleanup can put it back (the browser contract:
 * cleanup undoes everything). Each attribute and each class is remembered as it was before the
 * first change; `undo` restores those, and only those (classes other code added meanwhile stay).
 */
export interface DomJournal {
  /** Sets an attribute (null removes it). */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds or removes one class. */
  cls(el: Element, name: string, on: boolean): void;
  undo(): void;
}

export function domJournal(): DomJournal {
  const before = new Map<Element, Map<string, string | null>>();
  const remember = (el: Element, key: string, value: string | null) => {
    let seen = before.get(el);
    if (!seen) before.set(el, (seen = new Map()));
    if (!seen.has(key)) seen.set(key, value);
  };
  return {
    attr(el, name, value) {
      remember(el, name, el.getAttribute(name));
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    },
    cls(el, name, on) {
      remember(el, `.${name}`, el.classList.contains(name) ? "" : null);
      el.classList.toggle(name, on);
    },
    undo() {
      for (const [el, seen] of before) {
        for (const [key, value] of seen) {
          if (key.startsWith(".")) el.classList.toggle(key.slice(1), value !== null);
          else if (value === null) el.removeAttribute(key);
          else el.setAttribute(key, value);
        }
      }
      before.clear();
    },
  };
}
