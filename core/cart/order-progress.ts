import { nextStatus } from "./order-flow";
import type { FulfilmentMethod, OrderStatus } from "./types";

export type StepState = "done" | "current" | "upcoming";

export interface ProgressStep {
  status: OrderStatus;
  label: string;
  state: StepState;
}

const STEP_LABELS: Record<FulfilmentMethod, Partial<Record<OrderStatus, string>>> = {
  pickup: { placed: "Placed", being_picked: "Picking", ready: "Ready for pickup", completed: "Picked up" },
  delivery: { placed: "Placed", being_picked: "Picking", ready: "Packed", out_for_delivery: "Out for delivery", completed: "Delivered" },
};

/**
 * The steps an order goes through, as the order page's progress line shows them: the store's own
 * order of steps (placed → being picked → ready → out for delivery, for delivery → completed), each
 * done, current or to come. A cancelled order has no current step: `cancelled` says so, and the steps
 * it had passed stay done (a cancellation happens before picking, so only Placed).
 */
export function orderProgress(method: FulfilmentMethod, status: OrderStatus): { steps: ProgressStep[]; cancelled: boolean } {
  const order: OrderStatus[] = [];
  for (let s: OrderStatus | null = "placed"; s; s = nextStatus(method, s)) order.push(s);
  const cancelled = status === "cancelled";
  const at = cancelled ? 0 : order.indexOf(status);
  const steps = order.map((s, i) => ({
    status: s,
    label: STEP_LABELS[method][s] ?? s,
    state: (cancelled
      ? i === 0
        ? "done"
        : "upcoming"
      : i < at
        ? "done"
        : i === at
          ? s === "completed"
            ? "done"
            : "current"
          : "upcoming") as StepState,
  }));
  return { steps, cancelled };
}
