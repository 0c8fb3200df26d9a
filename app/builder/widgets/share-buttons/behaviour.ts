import type { BehaviourStart } from "../../behaviours/contract";

/**
 * Share buttons' browser parts: Print prints the page; Copy link puts the page's address on the
 * clipboard and says "Link copied" in the widget's status line. Both are invisible in the server's
 * markup (they need a script; their place is kept) and shown here when the browser can run them.
 */
const start: BehaviourStart = (root, ctx) => {
  const status = root.querySelector<HTMLElement>(".e-share-status");
  const shown: HTMLElement[] = [];
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-share]")) {
    const kind = button.dataset.share;
    const usable =
      kind === "print" ? typeof window.print === "function" : kind === "copy" ? !!navigator.clipboard?.writeText && !!status : false;
    const item = button.closest<HTMLElement>(".elementor-grid-item");
    if (!usable || !item) continue;
    item.classList.remove("e-share-needs-script");
    shown.push(item);
    button.addEventListener("click", () => (kind === "print" ? window.print() : void copy(button)), { signal: ctx.signal });
  }

  async function copy(button: HTMLButtonElement) {
    let url = location.href;
    try {
      url = decodeURIComponent(button.dataset.url ?? "") || url;
    } catch {
      // A broken mark: the address bar's address is the page's.
    }
    let said: string;
    try {
      await navigator.clipboard.writeText(url);
      said = "Link copied";
    } catch {
      said = "The link could not be copied";
    }
    if (ctx.signal.aborted) return;
    // Emptied first, so the same message is announced again on a second copy.
    status!.textContent = "";
    requestAnimationFrame(() => {
      if (!ctx.signal.aborted) status!.textContent = said;
    });
  }

  return () => {
    for (const item of shown) item.classList.add("e-share-needs-script");
    if (status) status.textContent = "";
  };
};

export default start;
