import type { Settings } from "#core/documents/document-types";
import { fieldUpdate, fieldValue, type SettingField } from "#core/editor/widget-catalog";
import { ImageControl, imageValueOf } from "./image-control";

const listOf = (raw: unknown): Settings[] =>
  Array.isArray(raw) ? raw.map((i) => (i && typeof i === "object" && !Array.isArray(i) ? (i as Settings) : {})) : [];

/** A gallery (Elementor's GALLERY control: the image carousel's `carousel`): images added, changed and removed in order. */
export function GalleryControl({
  id,
  field,
  items,
  onChange,
}: {
  id: string;
  field: SettingField;
  items: unknown;
  onChange: (next: Settings[], typing: boolean) => void;
}) {
  const list = listOf(items);
  return (
    <fieldset className="editor-field editor-repeater">
      <legend>{field.label}</legend>
      {list.map((item, i) => (
        <ImageControl
          key={i}
          id={`${id}-${i}`}
          label={`Image ${i + 1}`}
          value={imageValueOf(item)}
          onChange={(next, typing) =>
            onChange(
              list.map((x, j) => (j === i ? next : x)),
              typing,
            )
          }
        >
          <button
            type="button"
            onClick={() =>
              onChange(
                list.filter((_, j) => j !== i),
                false,
              )
            }
          >
            Remove image {i + 1}
          </button>
        </ImageControl>
      ))}
      <button type="button" onClick={() => onChange([...list, { url: "", alt: "" }], false)}>
        Add image
      </button>
    </fieldset>
  );
}

/** A repeater's items, each a group of the item's fields (text, selects, switches), added and removed in order. */
export function RepeaterControl({
  id,
  field,
  items,
  onChange,
}: {
  id: string;
  field: SettingField;
  items: unknown;
  onChange: (next: Settings[], typing: boolean) => void;
}) {
  const list = listOf(items);
  const setItem = (i: number, key: string, value: unknown, typing: boolean) =>
    onChange(
      list.map((x, j) => (j === i ? { ...x, [key]: value } : x)),
      typing,
    );
  return (
    <fieldset className="editor-field editor-repeater">
      <legend>{field.label}</legend>
      {list.map((item, i) => (
        <fieldset key={i} className="editor-repeater__item">
          <legend>Item {i + 1}</legend>
          {(field.fields ?? []).map((f) => {
            const fid = `${id}-${i}-${f.key}`;
            const v = fieldValue(item, f);
            return f.kind === "switch" ? (
              <div key={f.key} className="editor-field editor-field--switch">
                <input
                  id={fid}
                  type="checkbox"
                  role="switch"
                  checked={v === "yes"}
                  onChange={(e) => setItem(i, f.key, e.target.checked ? "yes" : "", false)}
                />
                <label htmlFor={fid}>{f.label}</label>
              </div>
            ) : (
              <div key={f.key} className="editor-field">
                <label htmlFor={fid}>{f.label}</label>
                {f.kind === "select" ? (
                  <select id={fid} value={v} onChange={(e) => setItem(i, f.key, e.target.value, false)}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input id={fid} type="text" value={v} onChange={(e) => setItem(i, f.key, fieldUpdate(item, f, e.target.value), true)} />
                )}
              </div>
            );
          })}
          <button
            type="button"
            onClick={() =>
              onChange(
                list.filter((_, j) => j !== i),
                false,
              )
            }
          >
            Remove item {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange([...list, {}], false)}>
        Add item
      </button>
    </fieldset>
  );
}
