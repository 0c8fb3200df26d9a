import type { ReactNode } from "react";
import "./quantity-stepper.css";

const Minus = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
const Plus = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/**
 * A quantity stepper: [button] `Decrease quantity`, what is between (a number field, or "In cart: 2"),
 * [button] `Increase quantity`. The buttons are plain buttons (or, given `submitForms`, submit buttons of
 * forms of their own); `busy` marks them aria-disabled while a
 * change is saved (they stay focusable). `decreaseLabel`/`increaseLabel` name them where several
 * steppers share a region.
 */
export function QuantityStepper({
  children,
  onDecrease,
  onIncrease,
  busy = false,
  canIncrease = true,
  decreaseLabel = "Decrease quantity",
  increaseLabel = "Increase quantity",
  block = false,
  submitForms,
}: {
  children: ReactNode;
  onDecrease: () => void;
  onIncrease: () => void;
  busy?: boolean;
  canIncrease?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  block?: boolean;
  /** Before the scripts run: the ids of the forms − and + send (each a form of its own), so they work without them. */
  submitForms?: { decrease: string; increase: string } | undefined;
}) {
  const native = (formId: string | undefined) => (formId ? { type: "submit" as const, form: formId } : { type: "button" as const });
  return (
    <div className={block ? "stepper stepper--block" : "stepper"}>
      <button
        {...native(submitForms?.decrease)}
        className="stepper__button"
        aria-label={decreaseLabel}
        aria-disabled={busy || undefined}
        onClick={(e) => {
          if (submitForms) return;
          e.preventDefault();
          if (!busy) onDecrease();
        }}
      >
        <Minus />
      </button>
      <div className="stepper__value">{children}</div>
      <button
        {...native(submitForms?.increase)}
        className="stepper__button"
        aria-label={increaseLabel}
        aria-disabled={busy || !canIncrease || undefined}
        onClick={(e) => {
          if (submitForms) return;
          e.preventDefault();
          if (!busy && canIncrease) onIncrease();
        }}
      >
        <Plus />
      </button>
    </div>
  );
}
