import { Form } from "react-router";
import type { GlobalColor, GlobalFont } from "#core/builder/global-variables";
import { GLOBAL_LIMITS } from "#core/builder/global-variables";
import { Button } from "#app/ui/button";
import "./global-variables.css";

/**
 * The site kit's global colours and fonts on the site settings page (docs/design/documents.md#global-colours-and-fonts):
 * one form per list, a row per variable (its name and value, and Delete), a row to add one. Saving sends the
 * list whole; pages follow at once, every element that references a variable with them.
 */

const WEIGHTS = ["", "100", "200", "300", "400", "500", "600", "700", "800", "900", "normal", "bold"] as const;

interface Common {
  nonce: string;
  /** Messages by field path (`global_colors.1.color`). */
  errors: Record<string, string>;
}

const errorOf = (errors: Record<string, string>, path: string) => errors[path];

function Field({
  id,
  label,
  name,
  value,
  error,
  max,
  hint,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  max: number;
  hint?: string;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <span className="global-variables__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        maxLength={max}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="visually-hidden">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="form-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

export function GlobalColorsSection({ colors, nonce, errors }: Common & { colors: readonly GlobalColor[] }) {
  return (
    <section className="global-variables" aria-labelledby="global-colors-heading" id="global-colors">
      <h2 id="global-colors-heading">Global colors</h2>
      <p id="global-colors-hint">
        Named colours elements can use; a change shows on every page at once. A deleted colour leaves its last value where it was used.
      </p>
      {/* Keyed by the list: a save shows the stored list and empties the new row. */}
      <Form method="post" noValidate aria-describedby="global-colors-hint" key={JSON.stringify(colors)}>
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="global-colors" />
        {/* First in the form: Enter in any field saves (never deletes a row). */}
        <p className="global-variables__save">
          <Button type="submit">Save colors</Button>
        </p>
        <ul className="global-variables__list">
          {colors.map((c, i) => (
            <li key={c.id} className="global-variables__row">
              <input type="hidden" name={`color.${i}.id`} value={c.id} />
              <span
                className="global-variables__swatch"
                style={{ background: /^#[0-9a-f]{3,8}$/i.test(c.color) ? c.color : "transparent" }}
                aria-hidden="true"
              />
              <Field
                id={`color-${c.id}-title`}
                label={`Name of ${c.title}`}
                name={`color.${i}.title`}
                value={c.title}
                max={GLOBAL_LIMITS.title}
                error={errorOf(errors, `global_colors.${i}.title`)}
              />
              <Field
                id={`color-${c.id}-color`}
                label={`Value of ${c.title}`}
                name={`color.${i}.color`}
                value={c.color}
                max={40}
                hint="A hex colour such as #1f6f43, or rgb()/rgba()."
                error={errorOf(errors, `global_colors.${i}.color`)}
              />
              <Button type="submit" variant="ghost" small name="delete" value={c.id}>
                Delete {c.title}
              </Button>
            </li>
          ))}
        </ul>
        <fieldset className="global-variables__new">
          <legend>New colour</legend>
          <Field id="color-new-title" label="New colour name" name="new.title" value="" max={GLOBAL_LIMITS.title} />
          <Field id="color-new-color" label="New colour value" name="new.color" value="" max={40} />
          <Button type="submit" variant="secondary" small name="add" value="1">
            Add colour
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}

export function GlobalFontsSection({ fonts, nonce, errors }: Common & { fonts: readonly GlobalFont[] }) {
  const weight = (id: string, label: string, name: string, value: string) => (
    <span className="global-variables__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {WEIGHTS.map((w) => (
          <option key={w} value={w}>
            {w || "As the text"}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <section className="global-variables" aria-labelledby="global-fonts-heading" id="global-fonts">
      <h2 id="global-fonts-heading">Global fonts</h2>
      <p id="global-fonts-hint">Named font families and weights elements can use; a change shows on every page at once.</p>
      <Form method="post" noValidate aria-describedby="global-fonts-hint" key={JSON.stringify(fonts)}>
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="global-fonts" />
        {/* First in the form: Enter in any field saves (never deletes a row). */}
        <p className="global-variables__save">
          <Button type="submit">Save fonts</Button>
        </p>
        <ul className="global-variables__list">
          {fonts.map((f, i) => (
            <li key={f.id} className="global-variables__row">
              <input type="hidden" name={`font.${i}.id`} value={f.id} />
              <Field
                id={`font-${f.id}-title`}
                label={`Name of ${f.title}`}
                name={`font.${i}.title`}
                value={f.title}
                max={GLOBAL_LIMITS.title}
                error={errorOf(errors, `global_fonts.${i}.title`)}
              />
              <Field
                id={`font-${f.id}-family`}
                label={`Family of ${f.title}`}
                name={`font.${i}.family`}
                value={f.family}
                max={60}
                error={errorOf(errors, `global_fonts.${i}.family`)}
              />
              {weight(`font-${f.id}-weight`, `Weight of ${f.title}`, `font.${i}.weight`, f.weight ?? "")}
              <Button type="submit" variant="ghost" small name="delete" value={f.id}>
                Delete {f.title}
              </Button>
            </li>
          ))}
        </ul>
        <fieldset className="global-variables__new">
          <legend>New font</legend>
          <Field id="font-new-title" label="New font name" name="new.title" value="" max={GLOBAL_LIMITS.title} />
          <Field id="font-new-family" label="New font family" name="new.family" value="" max={60} />
          {weight("font-new-weight", "New font weight", "new.weight", "")}
          <Button type="submit" variant="secondary" small name="add" value="1">
            Add font
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}
