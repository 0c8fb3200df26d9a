import type { ChangeEventHandler, ReactNode } from "react";
import "./radio-card.css";
import "./visually-hidden.css";

/**
 * A radio input shown as a card: the whole card is its label, so it is one large target. `title`
 * names the radio; `detail` (a price, "Full", an address) describes it. A disabled card is greyed
 * and struck through; a checked one takes the primary colour's border. The radio itself stays a
 * native input: it is checked without scripts, keyboard arrows move within its group.
 */
export function RadioCard({
  name,
  value,
  title,
  detail,
  defaultChecked,
  checked,
  disabled,
  required,
  onChange,
  id,
  describedBy,
}: {
  name: string;
  value: string;
  title: ReactNode;
  detail?: ReactNode;
  defaultChecked?: boolean;
  checked?: boolean;
  disabled?: boolean;
  required?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  id: string;
  /** Ids of further text describing the choice (besides its detail). */
  describedBy?: string;
}) {
  const detailId = detail === undefined ? undefined : `${id}-detail`;
  const description = [detailId, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <label className="radio-card" htmlFor={id} data-disabled={disabled || undefined}>
      <input
        className="radio-card__input"
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        checked={checked}
        disabled={disabled}
        required={required}
        onChange={onChange}
        aria-describedby={description}
      />
      <span className="radio-card__text">
        <span className="radio-card__title">{title}</span>
        {detail === undefined ? null : (
          // Its description, not part of its name (aria-describedby reads it all the same).
          <span className="radio-card__detail" id={detailId} aria-hidden="true">
            {detail}
          </span>
        )}
      </span>
    </label>
  );
}

/** Radio cards side by side where there is room, each at least `min` wide. */
export function RadioCardGrid({ children, min = "12rem" }: { children: ReactNode; min?: string }) {
  return (
    <div className="radio-card-grid" style={{ ["--radio-card-min" as string]: min }}>
      {children}
    </div>
  );
}
