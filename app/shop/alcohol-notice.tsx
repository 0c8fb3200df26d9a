/** What the wine shop says about buying alcohol: the legal age, the ID check, and drinking responsibly. */
export function AlcoholNotice() {
  return (
    <p className="alcohol-notice" role="note" aria-label="Alcohol">
      <strong>21+ only.</strong> You must be 21 or older to buy alcohol; bring a valid photo ID, checked at pickup and delivery. Please
      drink responsibly.
    </p>
  );
}
