import type { ReactNode } from "react";
import { SIDES, dimensionsOf, dimensionsUpdate } from "#core/editor/dimensions";
import type { SettingField } from "#core/editor/widget-catalog";

const SIDE_LABEL = { top: "Top", right: "Right", bottom: "Bottom", left: "Left" } as const;

/**
 * Margin or padding (Elementor's DIMENSIONS control) in a group named by the field's label: a number
 * for each side and the unit. `note` says the device and what it inherits (responsive fields).
 */
export function DimensionsControl({
  id,
  field,
  raw,
  onChange,
  note,
  noteId,
}: {
  id: string;
  field: SettingField;
  raw: unknown;
  onChange: (next: unknown, typing: boolean) => void;
  note: ReactNode;
  noteId?: string;
}) {
  const units = field.units ?? ["px"];
  const value = dimensionsOf(raw, units);
  const described = noteId ? { "aria-describedby": noteId } : {};
  return (
    <fieldset className="editor-field editor-dimensions">
      <legend>{field.label}</legend>
      <span className="editor-dimensions__sides">
        {SIDES.map((side) => (
          <span key={side} className="editor-dimensions__side">
            <label htmlFor={`${id}-${side}`}>{SIDE_LABEL[side]}</label>
            <input
              id={`${id}-${side}`}
              type="number"
              inputMode="decimal"
              aria-label={`${field.label} ${SIDE_LABEL[side].toLowerCase()}`}
              value={value[side]}
              onChange={(e) => onChange(dimensionsUpdate(raw, units, { side, text: e.target.value }), true)}
              {...described}
            />
          </span>
        ))}
        <select
          aria-label={`${field.label} unit`}
          value={value.unit}
          onChange={(e) => onChange(dimensionsUpdate(raw, units, { unit: e.target.value }), false)}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </span>
      {note}
    </fieldset>
  );
}
