import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { Form, useNavigate } from "../routing/routing";
import type { Order } from "../../core/cart/types";
import { slotLabel } from "../../core/cart/slot-plan";
import { useLayout } from "../storefront/frame/use-layout";

const QUESTION_ID = "cancel-order-question";
const DETAIL_ID = "cancel-order-detail";

/**
 * The Cancel order question, [alertdialog] `Cancel this order?` with [button] `Keep order` and
 * [button] `Yes, cancel order`. It is in the page from the start: closed, or open in the page's flow
 * when the visitor reached it without scripts (`asking`: Cancel order's plain form post leads to
 * `?confirm=cancel`), where both buttons are plain forms. Once scripts run it is a modal dialog: it
 * opens on Keep order (the safe answer), keeps focus inside, Escape keeps the order, and focus goes
 * back to Cancel order. A question left open before the scripts started stays open, as a modal.
 */
export function CancelQuestion({
  order,
  storeName,
  asking,
  dialogRef: dialog,
  openerRef: opener,
}: { order: Order; storeName: string; asking: boolean } & CancelRefs) {
  const { apiNonce } = useLayout();
  const navigate = useNavigate();
  /**
   * Why the dialog is closing when it is not the visitor keeping the order: it is being turned into a
   * modal one, or the order is being cancelled (the page then says so, or why not).
   */
  const closing = useRef<"upgrade" | "cancel" | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d?.open || d.matches(":modal")) return;
    closing.current = "upgrade";
    d.close();
    d.showModal();
  }, [dialog]);

  const onClose = () => {
    const why = closing.current;
    closing.current = null;
    if (why === "upgrade") return;
    opener.current?.focus();
    // The question asked before the scripts ran is answered: the address no longer asks it.
    if (why === null && asking) void navigate(order.url, { replace: true, preventScrollReset: true });
  };

  const cancel = () => {
    closing.current = "cancel";
    dialog.current?.close();
  };

  const keep = (e: FormEvent) => {
    e.preventDefault();
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="order-confirm"
      role="alertdialog"
      aria-labelledby={QUESTION_ID}
      aria-describedby={DETAIL_ID}
      open={asking || undefined}
      onClose={onClose}
    >
      <h2 id={QUESTION_ID}>Cancel this order?</h2>
      <p id={DETAIL_ID}>
        Order {order.number}, {order.method === "pickup" ? "pickup" : "delivery"}{" "}
        {slotLabel(new Date(order.slot.starts_at), new Date(order.slot.ends_at))}
        {storeName ? ` at ${storeName}` : ""}, will not be picked, and its time slot goes to another shopper. A cancelled order cannot be
        brought back.
      </p>
      <div className="order-confirm__answers">
        <form method="get" action={order.url} onSubmit={keep}>
          <button type="submit" className="button button--keep">
            Keep order
          </button>
        </form>
        <Form method="post" onSubmit={cancel}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="confirmed" value="yes" />
          <input type="hidden" name="nonce" value={apiNonce} />
          <button type="submit" className="button button--danger">
            Yes, cancel order
          </button>
        </Form>
      </div>
    </dialog>
  );
}

/** The question's dialog and the button that opens it (focus comes back to it), shared by the two parts. */
export interface CancelRefs {
  dialogRef: RefObject<HTMLDialogElement | null>;
  openerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * [button] `Cancel order`, styled as the destructive action it is. Without scripts it posts, and the
 * page comes back asking; with them it opens the question as a dialog.
 */
export function CancelOrderButton({ dialogRef, openerRef }: CancelRefs) {
  const { apiNonce } = useLayout();
  const ask = (e: FormEvent) => {
    e.preventDefault();
    const d = dialogRef.current;
    if (d && !d.open) d.showModal();
  };
  return (
    <Form method="post" className="order-action" onSubmit={ask}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="nonce" value={apiNonce} />
      <button type="submit" className="button button--destructive" ref={openerRef}>
        Cancel order
      </button>
    </Form>
  );
}
