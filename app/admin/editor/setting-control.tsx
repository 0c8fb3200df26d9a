import type { Breakpoints, Device } from "#core/builder/breakpoints";
import type { ElementNode } from "#core/documents/document-types";
import type { EditorAction } from "#core/editor/editor-model";
import { deviceKey, deviceLabel, hasOwnValue, inheritedValue, largerDevice } from "#core/editor/responsive-field";
import { fieldUnit, fieldUpdate, fieldValue, type SettingField } from "#core/editor/widget-catalog";
import type { GlobalVariables } from "#core/builder/global-variables";
import { globalReferenceOf, withGlobalReference } from "#core/editor/global-references";
import { ImageControl, imageValueOf } from "./image-control";
import { GalleryControl, RepeaterControl } from "./list-controls";
import { DimensionsControl } from "./dimensions-control";

export interface ControlContext {
  element: ElementNode;
  dispatch: (action: EditorAction) => void;
  device: Device;
  breakpoints: Breakpoints;
  /** The site kit's global colours and fonts, offered by colour and typography controls. */
  globals: GlobalVariables;
}

/** A value as the inheritance note says it (`24px`, `center`). */
function shown(value: unknown): string {
  if (value && typeof value === "object") {
    const v = value as { size?: unknown; unit?: unknown };
    if (v.size !== undefined) return `${String(v.size)}${typeof v.unit === "string" ? v.unit : ""}`;
    return "a value";
  }
  return String(value);
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * One setting's control, labelled by the setting's label. A responsive setting edits the current
 * device's own key; the value it inherits and where from are said under it, and an own value offers
 * `Reset to <larger device>`.
 */
export function SettingControl({ field, element, dispatch, device, breakpoints, globals }: ControlContext & { field: SettingField }) {
  const settings = element.settings;
  const responsive = Boolean(field.responsive) && device !== "desktop";
  const key = field.responsive ? deviceKey(field.key, device) : field.key;
  const id = `setting-${element.id}-${key}-${field.sub ?? ""}`;
  const noteId = `${id}-note`;
  const value = fieldValue(settings, field, key);
  const set = (next: unknown, typing = false) =>
    dispatch({ type: "setSetting", id: element.id, key, value: next, typing, ...(field.also ? { also: field.also } : {}) });
  const setText = (text: string, typing: boolean) => set(fieldUpdate(settings, field, text, key), typing);
  // A variable referenced instead of the stored value (`__globals__`); a typed colour unlinks it, as in Elementor.
  const globalKind = field.kind === "font" ? "typography" : "colors";
  const globalId = field.kind === "font" || field.kind === "colour" ? globalReferenceOf(settings, key, globalKind) : null;
  const setGlobal = (id: string) =>
    dispatch({ type: "setSetting", id: element.id, key: "__globals__", value: withGlobalReference(settings, key, globalKind, id || null) });
  const setColour = (text: string) =>
    dispatch({
      type: "setSetting",
      id: element.id,
      key,
      value: text,
      typing: true,
      ...(globalId ? { also: { __globals__: withGlobalReference(settings, key, "colors", null) } } : {}),
    });
  const inherited = responsive ? inheritedValue(settings, field.key, device, breakpoints) : null;
  const own = responsive && hasOwnValue(settings, field.key, device);
  const parent = responsive ? largerDevice(device, breakpoints) : null;
  const note = responsive ? (
    <p id={noteId} className="editor-field__note">
      {deviceLabel(device)} value.{" "}
      {own
        ? `Overrides ${parent ? deviceLabel(parent) : "the larger device"}${inherited ? ` (${shown(inherited.value)})` : ""}.`
        : inherited
          ? `Inherits ${shown(inherited.value)} from ${deviceLabel(inherited.from)}.`
          : "Inherits the default."}
      {own && parent ? (
        <>
          {" "}
          <button type="button" className="editor-field__reset" onClick={() => set(undefined)}>
            Reset to {deviceLabel(parent)}
          </button>
        </>
      ) : null}
    </p>
  ) : null;
  const described = responsive ? { "aria-describedby": noteId } : {};
  const placeholder = !own && inherited ? shown(inherited.value).replace(/[a-z%]+$/i, "") : undefined;

  switch (field.kind) {
    case "image":
      return (
        <ImageControl id={id} label={field.label} value={imageValueOf(settings[key])} onChange={(next, typing) => set(next, typing)} />
      );
    case "gallery":
      return <GalleryControl id={id} field={field} items={settings[key]} onChange={(next, typing) => set(next, typing)} />;
    case "repeater":
      return <RepeaterControl id={id} field={field} items={settings[key]} onChange={(next, typing) => set(next, typing)} />;
    case "radios":
      return (
        <div role="radiogroup" aria-labelledby={`${id}-label`} className="editor-field editor-radios" {...described}>
          <span id={`${id}-label`}>{field.label}</span>
          {field.options?.map((o) => (
            <label key={o.value}>
              <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => set(o.value)} /> {o.label}
            </label>
          ))}
          {note}
        </div>
      );
    case "dimensions":
      return (
        <DimensionsControl id={id} field={field} raw={settings[key]} onChange={set} note={note} noteId={responsive ? noteId : undefined} />
      );
    case "font":
      return (
        <div className="editor-field">
          <label htmlFor={id}>{field.label}</label>
          <select id={id} value={globalId ?? ""} onChange={(e) => setGlobal(e.target.value)}>
            <option value="">None (the settings below)</option>
            {globalId && !globals.fonts.some((f) => f.id === globalId) ? <option value={globalId}>{globalId} (deleted)</option> : null}
            {globals.fonts.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title} ({f.family})
              </option>
            ))}
          </select>
        </div>
      );
    case "switch":
      return (
        <div className="editor-field editor-field--switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value === "yes"}
            onChange={(e) => set(e.target.checked ? (field.on ?? "yes") : "")}
          />
          <label htmlFor={id}>{field.label}</label>
        </div>
      );
    default:
      break;
  }
  return (
    <div className="editor-field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "select" ? (
        <select id={id} value={value} onChange={(e) => setText(e.target.value, false)} {...described}>
          {value && !field.options?.some((o) => o.value === value) ? <option value={value}>{value}</option> : null}
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => setText(e.target.value, true)} {...described} />
      ) : field.kind === "number" || field.kind === "slider" ? (
        <span className="editor-field__row">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            value={value}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value, true)}
            {...described}
          />
          {field.kind === "slider" && (field.units?.length ?? 0) > 1 ? (
            <select
              aria-label={`${field.label} unit`}
              value={fieldUnit(settings, field, key)}
              onChange={(e) => (value ? set(fieldUpdate(settings, field, value, key, e.target.value)) : undefined)}
            >
              {field.units!.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          ) : null}
        </span>
      ) : field.kind === "colour" ? (
        <span className="editor-field__row">
          <input id={id} type="text" value={value} placeholder="#1a7f37" onChange={(e) => setColour(e.target.value)} {...described} />
          <input
            type="color"
            aria-label={`${field.label} picker`}
            value={HEX.test(value) ? value : "#000000"}
            onChange={(e) => setColour(e.target.value)}
          />
          <select aria-label={`${field.label} global colour`} value={globalId ?? ""} onChange={(e) => setGlobal(e.target.value)}>
            <option value="">Custom</option>
            {globalId && !globals.colors.some((c) => c.id === globalId) ? <option value={globalId}>{globalId} (deleted)</option> : null}
            {globals.colors.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.color})
              </option>
            ))}
          </select>
        </span>
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => setText(e.target.value, true)} {...described} />
      )}
      {note}
    </div>
  );
}
