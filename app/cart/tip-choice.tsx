import { formatCents } from "#core/catalog/unit-price";
import { RadioCard, RadioCardGrid } from "#app/ui/radio-card";

/** The tips offered, in cents. */
export const TIPS = [0, 200, 500, 1000];

/** What each tip means for whoever picks or brings the order. */
const TIP_NOTES: Record<number, string> = { 0: "Not this time", 200: "A thank-you", 500: "Great service", 1000: "Above and beyond" };

/**
 * [radiogroup] `Tip`: the tips as radio cards (one large target each, arrows move between them),
 * with the shopper's earlier choice kept when an order comes back refused.
 */
export function TipChoice({ kept }: { kept?: string }) {
  const chosen = kept && TIPS.map(String).includes(kept) ? kept : "0";
  return (
    <fieldset role="radiogroup" aria-labelledby="checkout-tip-legend" className="checkout-tip">
      <legend id="checkout-tip-legend" className="checkout-field__label">
        Tip
      </legend>
      <RadioCardGrid min="8rem">
        {TIPS.map((t) => (
          <RadioCard
            key={t}
            id={`checkout-tip-${t}`}
            name="tip_cents"
            value={String(t)}
            title={t === 0 ? "No tip" : formatCents(t)}
            detail={TIP_NOTES[t]}
            defaultChecked={String(t) === chosen}
          />
        ))}
      </RadioCardGrid>
    </fieldset>
  );
}
