import { formatCents, formatUnitPrice } from "../../core/catalog/unit-price";
import type { Product } from "../../core/catalog/types";

/**
 * The price as paid now (sale price and the regular one struck through while a sale is on), and the
 * unit price; a weighed item shows its price per lb and what one of average weight comes to.
 */
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
      {product.sold_by_weight ? (
        product.average_weight ? (
          <span className="price__unit">
            about {formatCents(Math.round((product.sale_price_cents ?? product.price_cents) * product.average_weight))} each
          </span>
        ) : null
      ) : (
        <span className="price__unit">{formatUnitPrice(product.unit_price)}</span>
      )}
    </p>
  );
}
