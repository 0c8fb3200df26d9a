import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import "./dialog.css";

/**
 * [dialog] named by its title: a native modal `<dialog>` (the browser keeps focus inside and the page
 * behind inert). Opening moves focus to its first field or button after the Close button, or to
 * Close; Escape, Close or a click on the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  sheet = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  sheet?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const focusables = dialog.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([type=hidden]), select, textarea",
      );
      (focusables[1] ?? focusables[0])?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      onClose();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={sheet ? "dialog dialog--sheet" : "dialog"}
      aria-labelledby={titleId}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId}>{title}</h2>
        <Button variant="ghost" className="dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <div className="dialog__body">{open ? children : null}</div>
      {footer && open ? <div className="dialog__foot">{footer}</div> : null}
    </dialog>
  );
}
