import { useState } from "react";
import { Dialog } from "../../ui/dialog";
import { Button } from "../../ui/button";
import { CONDITION_KINDS, conditionRow, MAX_CONDITIONS, rowCondition, type ConditionRow } from "#core/templates/condition-rules";

export interface ConditionChoices {
  page: { value: string; label: string }[];
  recipe_category: { value: string; label: string }[];
}

const NEEDS_LABEL = { page: "Page", recipe_category: "Recipe category" } as const;

/**
 * [dialog] `Display conditions` (docs/design/website-templates.md): include and exclude rows built from
 * pickers (entire site, pages, a page, recipes, a recipe category, 404, search...). Saving posts
 * Elementor's condition strings to the screen's action with the page's nonce.
 */
export function ConditionsDialog({
  template,
  choices,
  nonce,
  onClose,
}: {
  template: { id: number; title: string; conditions: string[] };
  choices: ConditionChoices;
  nonce: string;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<ConditionRow[]>(() => template.conditions.map(conditionRow));
  const change = (i: number, patch: Partial<ConditionRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const formId = `conditions-${template.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Display conditions"
      footer={
        <Button type="submit" form={formId}>
          Save conditions
        </Button>
      }
    >
      <p>
        Where “{template.title}” shows. It shows on the pages an include names and no exclude names; where several templates apply, the most
        specific wins.
      </p>
      <form id={formId} method="post" className="templates-admin__conditions">
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="conditions" />
        <input type="hidden" name="id" value={template.id} />
        {rows.length === 0 ? <p>No conditions: the template shows nowhere.</p> : null}
        <ol>
          {rows.map((row, i) => {
            const n = i + 1;
            const kind = CONDITION_KINDS.find((k) => k.kind === row.kind);
            const needs = kind?.needs ?? null;
            const value = rowCondition(row);
            return (
              <li key={i}>
                <fieldset>
                  <legend>Condition {n}</legend>
                  {value ? <input type="hidden" name="condition" value={value} /> : null}
                  <label>
                    <span>Include or exclude</span>
                    <select value={row.type} onChange={(e) => change(i, { type: e.target.value as ConditionRow["type"] })}>
                      <option value="include">Include</option>
                      <option value="exclude">Exclude</option>
                    </select>
                  </label>
                  <label>
                    <span>Applies to</span>
                    <select value={row.kind} onChange={(e) => change(i, { kind: e.target.value as ConditionRow["kind"], target: "" })}>
                      {row.kind === "other" ? <option value="other">{row.raw}</option> : null}
                      {CONDITION_KINDS.map((k) => (
                        <option key={k.kind} value={k.kind}>
                          {k.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  {needs ? (
                    <label>
                      <span>{NEEDS_LABEL[needs]}</span>
                      <select value={row.target} required onChange={(e) => change(i, { target: e.target.value })}>
                        <option value="">Choose…</option>
                        {choices[needs].map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  <Button variant="ghost" small onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                    Remove condition {n}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_CONDITIONS}
          onClick={() => setRows((all) => [...all, { type: "include", kind: "general", target: "" }])}
        >
          Add condition
        </Button>
      </form>
    </Dialog>
  );
}
