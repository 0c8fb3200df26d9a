import { Link } from "../routing/routing";
import { formatCents } from "../../core/catalog/unit-price";
import type { WeeklyAdDeal } from "../../core/catalog/types";
import { AddToList } from "./add-to-list";

/**
 * A deal of the weekly ad: an [article] named by the product (a second-level heading: the deals sit
 * right under the page's title), with the deal's price beside the
 * regular one, the deal's text ("2 for $5"), whether the store has it in stock, and the add control.
 */
export function DealCard({ deal, listId, action }: { deal: WeeklyAdDeal; listId: number | null; action: string }) {
  const { product: p } = deal;
  const nameId = `deal-${p.id}-name`;
  const perLb = p.sold_by_weight ? "/lb" : "";
  return (
    <article className="product-card deal-card" aria-labelledby={nameId}>
      {p.image ? <img className="product-card__image" src={p.image} alt="" width={240} height={240} loading="lazy" /> : null}
      <h2 className="product-card__name" id={nameId}>
        <Link to={p.url}>{p.name}</Link>
      </h2>
      <p className="product-card__size">{p.size}</p>
      <p className="price">
        <span className="price__now">
          <span className="visually-hidden">Deal price </span>
          {formatCents(deal.price_cents)}
          {perLb}
        </span>{" "}
        {deal.price_cents < p.price_cents ? (
          <s className="price__was">
            <span className="visually-hidden">Regular price </span>
            {formatCents(p.price_cents)}
            {perLb}
          </s>
        ) : null}
      </p>
      {deal.text ? <p className="product-card__badge">{deal.text}</p> : null}
      {!p.available ? <p className="product-card__stock">Out of stock</p> : null}
      <AddToList productId={p.id} productName={p.name} listId={listId} action={action} />
    </article>
  );
}

export function DealGrid({ deals, listId, action }: { deals: WeeklyAdDeal[]; listId: number | null; action: string }) {
  return (
    <ul className="product-grid" aria-label="Deals">
      {deals.map((d) => (
        <li key={d.product.id}>
          <DealCard deal={d} listId={listId} action={action} />
        </li>
      ))}
    </ul>
  );
}
