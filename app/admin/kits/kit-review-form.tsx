import type { KitImportReview } from "#core/schemas/kits";
import { partKey } from "#core/kits/kit-run-plan";

type Conflict = KitImportReview["conflicts"][number];

/**
 * The review of an uploaded kit: a fieldset per section, each part the kit holds a [checkbox] named
 * by its title and count, ticked as the review says (plugins are listed, never imported); then each
 * conflict as a radio group `Use the kit's` / `Keep mine`.
 */
export function KitReviewForm({
  review,
  parts,
  onPart,
  answers,
  onAnswer,
}: {
  review: KitImportReview;
  parts: ReadonlySet<string>;
  onPart: (key: string, on: boolean) => void;
  answers: Readonly<Record<string, "kit" | "mine">>;
  onAnswer: (id: string, answer: "kit" | "mine") => void;
}) {
  return (
    <>
      {review.sections
        .filter((s) => s.key !== "plugins" && s.children.some((c) => c.count > 0))
        .map((s) => (
          <fieldset key={s.key}>
            <legend>
              {s.title} ({s.count})
            </legend>
            <p>{s.description}</p>
            <ul className="kit-import__parts">
              {s.children
                .filter((c) => c.count > 0)
                .map((c) => {
                  const key = partKey(s.key, c.key);
                  const id = `kit-part-${key.replace(/[^a-z0-9-]/gi, "-")}`;
                  return (
                    <li key={key}>
                      <input id={id} type="checkbox" checked={parts.has(key)} onChange={(e) => onPart(key, e.target.checked)} />{" "}
                      <label htmlFor={id}>
                        {c.title} ({c.count})
                      </label>
                    </li>
                  );
                })}
            </ul>
          </fieldset>
        ))}
      {review.missing_plugins.length ? (
        <p>Made with plugins Aisle does without (their widgets are not shown): {review.missing_plugins.join(", ")}.</p>
      ) : null}
      {review.conflicts.map((c) => (
        <ConflictChoice key={c.id} conflict={c} answer={answers[c.id] ?? "kit"} onAnswer={(a) => onAnswer(c.id, a)} />
      ))}
    </>
  );
}

function ConflictChoice({
  conflict,
  answer,
  onAnswer,
}: {
  conflict: Conflict;
  answer: "kit" | "mine";
  onAnswer: (a: "kit" | "mine") => void;
}) {
  const name = `kit-conflict-${conflict.id}`;
  const mine = conflict.existing.map((e) => `"${e.title}"`).join(", ");
  return (
    <fieldset>
      <legend>
        The kit&apos;s {conflict.type} &ldquo;{conflict.title}&rdquo; and yours ({mine}) both show on {conflict.conditions.join(", ")}
      </legend>
      <p>
        <input id={`${name}-kit`} type="radio" name={name} checked={answer === "kit"} onChange={() => onAnswer("kit")} />{" "}
        <label htmlFor={`${name}-kit`}>Use the kit&apos;s</label> (yours loses that condition)
      </p>
      <p>
        <input id={`${name}-mine`} type="radio" name={name} checked={answer === "mine"} onChange={() => onAnswer("mine")} />{" "}
        <label htmlFor={`${name}-mine`}>Keep mine</label> (the kit&apos;s is saved without conditions)
      </p>
    </fieldset>
  );
}
