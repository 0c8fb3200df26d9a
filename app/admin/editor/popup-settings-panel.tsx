import { useState } from "react";
import {
  CONDITION_CHOICES,
  CONDITION_PATTERN,
  conditionsOf,
  groupOf,
  POPUP_GROUPS,
  type PopupField,
  type PopupGroup,
} from "#core/editor/popup-fields";

type Settings = Record<string, unknown>;

const ON = new Set<unknown>(["yes", "on", true]);

function GroupFields({
  group,
  settings,
  onChange,
}: {
  group: PopupGroup;
  settings: Settings;
  onChange: (next: Settings, typing?: boolean) => void;
}) {
  const values = groupOf(settings, group.key);
  const set = (key: string, value: unknown, typing = false) => onChange({ ...settings, [group.key]: { ...values, [key]: value } }, typing);
  const field = (f: PopupField) => {
    const id = `popup-${group.key}-${f.key}`;
    const raw = values[f.key];
    if (f.kind === "switch")
      return (
        <div key={f.key} className="editor-field editor-field--switch">
          <input id={id} type="checkbox" role="switch" checked={ON.has(raw)} onChange={(e) => set(f.key, e.target.checked ? "yes" : "")} />
          <label htmlFor={id}>{f.label}</label>
        </div>
      );
    return (
      <div key={f.key} className="editor-field editor-field--nested">
        <label htmlFor={id}>{f.label}</label>
        {f.kind === "select" ? (
          <select
            id={id}
            value={typeof raw === "string" ? raw : (f.options?.[0]?.value ?? "")}
            onChange={(e) => set(f.key, e.target.value)}
          >
            {f.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="number"
            min={f.min}
            max={f.max}
            value={typeof raw === "number" || typeof raw === "string" ? String(raw) : ""}
            onChange={(e) => set(f.key, e.target.value === "" ? "" : Number(e.target.value), true)}
          />
        )}
      </div>
    );
  };
  return (
    <section aria-labelledby={`popup-${group.key}`} className="editor-popup-group">
      <h3 id={`popup-${group.key}`}>{group.title}</h3>
      {group.fields.filter((f) => !f.when || ON.has(values[f.when])).map(field)}
    </section>
  );
}

/** The display conditions: a list of Elementor's condition strings, each chosen or typed, added and removed. */
function Conditions({ settings, onChange }: { settings: Settings; onChange: (next: Settings, typing?: boolean) => void }) {
  const list = conditionsOf(settings);
  const [adding, setAdding] = useState<string>(CONDITION_CHOICES[0].value);
  const set = (next: string[], typing = false) => onChange({ ...settings, conditions: next }, typing);
  return (
    <section aria-labelledby="popup-conditions" className="editor-popup-group">
      <h3 id="popup-conditions">Display conditions</h3>
      <p className="editor-hint">
        Where the popup may show: at least one include must match the page and no exclude may. A page or post is named by its id, as in{" "}
        <code>include/singular/page/12</code>.
      </p>
      {list.length ? (
        <ul className="editor-conditions">
          {list.map((c, i) => (
            <li key={`${c}-${i}`}>
              <label htmlFor={`popup-condition-${i}`}>Condition {i + 1}</label>
              <input
                id={`popup-condition-${i}`}
                type="text"
                value={c}
                aria-invalid={!CONDITION_PATTERN.test(c)}
                onChange={(e) =>
                  set(
                    list.map((x, j) => (j === i ? e.target.value.trim().toLowerCase() : x)),
                    true,
                  )
                }
              />
              <button type="button" onClick={() => set(list.filter((_, j) => j !== i))}>
                Remove condition {i + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No conditions: the popup shows nowhere until one includes a page.</p>
      )}
      <div className="editor-field">
        <label htmlFor="popup-condition-new">New condition</label>
        <span className="editor-field__row">
          <select id="popup-condition-new" value={adding} onChange={(e) => setAdding(e.target.value)}>
            {CONDITION_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => set([...list, adding])}>
            Add condition
          </button>
        </span>
      </div>
    </section>
  );
}

/** A popup's own settings, shown in Settings when no element is selected: Triggers, Advanced rules, Display conditions. */
export function PopupSettingsPanel({ settings, onChange }: { settings: Settings; onChange: (next: Settings, typing?: boolean) => void }) {
  return (
    <div className="editor-popup-settings">
      <p>These are the popup’s own settings. Select an element in Structure to change it instead.</p>
      {POPUP_GROUPS.map((g) => (
        <GroupFields key={g.key} group={g} settings={settings} onChange={onChange} />
      ))}
      <Conditions settings={settings} onChange={onChange} />
    </div>
  );
}
