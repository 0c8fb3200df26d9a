import { formatCents, formatUnitPrice } from "../../core/catalog/unit-price";
import type { Product } from "../../core/catalog/types";

/** The price as paid now (sale price and the regular one struck through while a sale is on), and the unit price. */
export function Price({ product }: { product: Product }) {
  const perLb = product.sold_by_weight ? "/lb" : "";
  return (
    <p className="price">
      {product.sale_price_cents !== null ? (
        <>
          <span className="price__now">
            <span className="visually-hidden">Sale price </span>
            {formatCents(product.sale_price_cents)}
            {perLb}
          </span>{" "}
          <s className="price__was">
            <span className="visually-hidden">Regular price </span>
            {formatCents(product.price_cents)}
            {perLb}
          </s>
        </>
      ) : (
        <span className="price__now">
          {formatCents(product.price_cents)}
          {perLb}
        </span>
      )}
      {product.sold_by_weight ? null : <span className="price__unit">{formatUnitPrice(product.unit_price)}</span>}
    </p>
  );
}
