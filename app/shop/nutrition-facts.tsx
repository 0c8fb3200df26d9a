import type { NutritionFacts as Facts } from "../../core/catalog/types";

const ROWS: ReadonlyArray<{ label: string; value: (f: Facts) => string; strong?: boolean }> = [
  { label: "Total fat", value: (f) => `${f.fat_g} g`, strong: true },
  { label: "Sodium", value: (f) => `${f.sodium_mg} mg`, strong: true },
  { label: "Total carbohydrate", value: (f) => `${f.carbs_g} g`, strong: true },
  { label: "Total sugars", value: (f) => `${f.sugars_g} g` },
  { label: "Protein", value: (f) => `${f.protein_g} g`, strong: true },
];

/** The nutrition panel as the label on the pack reads: serving, calories large, then the nutrients. */
export function NutritionFacts({ facts }: { facts: Facts }) {
  return (
    <section aria-labelledby="nutrition" className="nutrition-label">
      <h2 id="nutrition">Nutrition facts</h2>
      <table className="nutrition">
        <caption>Per serving: {facts.serving}</caption>
        <tbody>
          <tr className="nutrition__calories">
            <th scope="row">Calories</th>
            <td>{facts.calories}</td>
          </tr>
          {ROWS.map((row) => (
            <tr key={row.label} className={row.strong ? undefined : "nutrition__sub"}>
              <th scope="row">{row.label}</th>
              <td>{row.value(facts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
