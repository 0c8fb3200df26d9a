import type { Product } from "../../core/catalog/types";

/** "24 hours" or "3 days" for a lead time. */
export function leadTime(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/**
 * What a catering or wine item adds, on its card (`brief`) or its page: how long ahead to order, the
 * varietal and region, and (on the page) what it pairs with. Nothing for a grocery product.
 */
export function ProductExtra({ product, brief = false }: { product: Product; brief?: boolean }) {
  const { lead_time_hours: hours, varietal, region, pairing } = product;
  if (hours === undefined && varietal === undefined && region === undefined && pairing === undefined) return null;
  return (
    <dl className={brief ? "product-extra product-extra--brief" : "product-extra"}>
      {hours !== undefined ? (
        <div>
          <dt>Order ahead</dt>
          <dd>{leadTime(hours)}</dd>
        </div>
      ) : null}
      {varietal ? (
        <div>
          <dt>Varietal</dt>
          <dd>{varietal}</dd>
        </div>
      ) : null}
      {region ? (
        <div>
          <dt>Region</dt>
          <dd>{region}</dd>
        </div>
      ) : null}
      {pairing && !brief ? (
        <div>
          <dt>Pairs with</dt>
          <dd>{pairing}</dd>
        </div>
      ) : null}
    </dl>
  );
}
