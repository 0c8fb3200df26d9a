import type { FulfilmentMethod, OrderStatus } from "./types";

/**
 * How a store moves an order on: placed → being picked → ready → (delivery: out for delivery →)
 * completed. An order that picking has not started on can also be cancelled, which frees its slot.
 * Completed and cancelled orders stay as they are.
 */
export function nextStatus(method: FulfilmentMethod, status: OrderStatus): OrderStatus | null {
  switch (status) {
    case "placed":
      return "being_picked";
    case "being_picked":
      return "ready";
    case "ready":
      return method === "delivery" ? "out_for_delivery" : "completed";
    case "out_for_delivery":
      return "completed";
    default:
      return null;
  }
}

/** Whether the store may move an order from `from` to `to`: the next step, or a cancellation before picking. */
export const canMove = (method: FulfilmentMethod, from: OrderStatus, to: OrderStatus): boolean =>
  to === nextStatus(method, from) || (from === "placed" && to === "cancelled");
