import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import type { NavNodeInput } from "#core/menus/navigation";
import { MENU_LIMITS } from "#core/limits/limits";
import { countNodes, dropPlace, edit, nodeOf, type Tree } from "#core/menus/tree-ops";
import { useFailureFocus } from "../use-failure-focus";
import { applyDrop, applyOp, parseOp, shapeOf, titleField, urlField, type OpResult } from "./draft";

export interface MenuEditorProps {
  tree: Tree;
  nonce: string;
  message: string;
  confirmRemove: number | null;
  focusId: number | null;
  formError: string | null;
  errors: Record<string, string>;
  added: { title: string; url: string };
}

const KEY_OPS: Record<string, string> = { ArrowUp: "up", ArrowDown: "down", ArrowRight: "indent", ArrowLeft: "outdent" };

/**
 * A menu as a nested list of entries. Every button is a submit button of the one form, so without
 * JavaScript each is a post that answers the changed draft; with it, the same operations run in the
 * page, plus Alt+Arrow keys on a focused entry and dragging by the handle. Either way the
 * changes stay a draft until "Save menu".
 */
export function MenuEditor(props: MenuEditorProps) {
  const [tree, setTree] = useState(props.tree);
  const [message, setMessage] = useState(props.message);
  const [confirmRemove, setConfirmRemove] = useState(props.confirmRemove);
  const [focus, setFocus] = useState<{ id: number; key: string } | null>(
    props.focusId === null ? null : { id: props.focusId, key: props.confirmRemove ? "confirm" : "title" },
  );
  const [scripted, setScripted] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useFailureFocus(props.formError);

  // Anything typed before the scripts arrived is in the fields, not yet in the draft.
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const fields = new FormData(form);
      const read = (t: Tree): Tree =>
        t.map((n) => ({
          ...n,
          title: String(fields.get(titleField(n.id)) ?? n.title),
          url: String(fields.get(urlField(n.id)) ?? n.url),
          children: read(n.children),
        }));
      setTree((t) => read(t));
    }
    setScripted(true);
  }, []);

  useEffect(() => {
    if (!focus) return;
    const find = (key: string) => formRef.current?.querySelector<HTMLElement>(`[data-focus="${focus.id}:${key}"]`);
    const asked = find(focus.key);
    const el = asked && !(asked as HTMLButtonElement).disabled ? asked : find("title");
    if (el && document.activeElement !== el) el.focus();
  }, [focus, tree, confirmRemove]);

  const apply = (r: OpResult, key: string) => {
    setTree(r.tree);
    setMessage(r.message);
    setConfirmRemove(r.confirmRemove);
    if (r.focusId !== null) setFocus({ id: r.focusId, key: r.confirmRemove !== null ? "confirm" : key });
  };

  const onButton = (e: MouseEvent<HTMLButtonElement>) => {
    const op = parseOp(e.currentTarget.value);
    if (!op) return;
    e.preventDefault();
    const form = formRef.current!;
    const added = {
      title: (form.elements.namedItem("new-title") as HTMLInputElement).value,
      url: (form.elements.namedItem("new-url") as HTMLInputElement).value,
    };
    const r = applyOp(tree, op, added);
    if (op.kind === "add" && r.tree !== tree) {
      (form.elements.namedItem("new-title") as HTMLInputElement).value = "";
      (form.elements.namedItem("new-url") as HTMLInputElement).value = "";
    }
    if (op.kind === "remove-cancel" && confirmRemove !== null) setFocus({ id: confirmRemove, key: "remove" });
    apply(r, op.kind === "remove-confirmed" ? "title" : op.kind);
  };

  const onKey = (id: number) => (e: KeyboardEvent<HTMLElement>) => {
    const kind = KEY_OPS[e.key];
    if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !kind) return;
    e.preventDefault();
    const key = (e.target as HTMLElement).dataset.focus?.split(":")[1] ?? "title";
    apply(applyOp(tree, parseOp(`${kind}:${id}`)!), key);
  };

  const onField = (id: number, field: "title" | "url") => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setTree((t) => edit(t, id, { [field]: value }));
  };

  // Drag by the handle with pointer events (mouse, pen and touch alike): the entry under the pointer
  // where it is let go is the target.
  const drag = {
    down: (id: number) => (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      dragged.current = id;
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragging(id);
    },
    up: (e: PointerEvent<HTMLElement>) => {
      const from = dragged.current;
      dragged.current = null;
      setDragging(null);
      if (from === null) return;
      const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>("[data-entry]");
      const to = over ? Number(over.dataset.entry) : NaN;
      if (!Number.isInteger(to) || to === from) return;
      apply(applyDrop(tree, from, to, dropPlace(tree, from, to)), "title");
    },
    cancel: () => {
      dragged.current = null;
      setDragging(null);
    },
  };

  const confirming = confirmRemove !== null ? nodeOf(tree, confirmRemove) : null;

  const entry = (node: NavNodeInput, index: number, siblings: Tree, depth: number) => {
    const titleError = props.errors[titleField(node.id)];
    const urlError = props.errors[urlField(node.id)];
    const name = node.title.trim() || "Untitled entry";
    const canIndent = index > 0 && depth + 1 + depthBelow(node) <= MENU_LIMITS.maxDepth;
    const button = (op: string, text: string, enabled: boolean) => (
      <button
        type="submit"
        name="op"
        value={`${op}:${node.id}`}
        onClick={onButton}
        disabled={!enabled}
        data-focus={`${node.id}:${op}`}
        formAction={op === "remove" ? "#menu-confirm-remove" : `#menu-entry-${node.id}`}
      >
        {text}
      </button>
    );
    return (
      <li key={node.id} className="menu-entry" id={`menu-entry-${node.id}`}>
        <fieldset
          className="menu-entry__row"
          onKeyDown={onKey(node.id)}
          data-entry={node.id}
          data-dragging={dragging === node.id ? "" : undefined}
        >
          <legend className="visually-hidden">{name}</legend>
          {scripted ? (
            <span
              className="menu-entry__handle"
              onPointerDown={drag.down(node.id)}
              onPointerUp={drag.up}
              onPointerCancel={drag.cancel}
              title={`Drag ${name}`}
              aria-hidden="true"
            >
              ⠿
            </span>
          ) : null}
          <span className="menu-entry__field">
            <label htmlFor={`menu-title-${node.id}`}>Title</label>
            <input
              id={`menu-title-${node.id}`}
              name={titleField(node.id)}
              defaultValue={node.title}
              onChange={onField(node.id, "title")}
              maxLength={MENU_LIMITS.titleMaxLength * 2}
              data-focus={`${node.id}:title`}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `menu-title-${node.id}-error` : undefined}
            />
            {titleError ? (
              <span id={`menu-title-${node.id}-error`} className="field-error">
                {titleError}
              </span>
            ) : null}
          </span>
          <span className="menu-entry__field menu-entry__field--url">
            <label htmlFor={`menu-url-${node.id}`}>Address</label>
            <input
              id={`menu-url-${node.id}`}
              name={urlField(node.id)}
              defaultValue={node.url}
              onChange={onField(node.id, "url")}
              maxLength={MENU_LIMITS.urlMaxLength * 2}
              data-focus={`${node.id}:url`}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? `menu-url-${node.id}-error` : undefined}
            />
            {urlError ? (
              <span id={`menu-url-${node.id}-error`} className="field-error">
                {urlError}
              </span>
            ) : null}
          </span>
          <span className="menu-entry__buttons">
            {button("up", "Move up", index > 0)}
            {button("down", "Move down", index < siblings.length - 1)}
            {button("outdent", "Outdent", depth > 1)}
            {button("indent", "Indent", canIndent)}
            {button("remove", "Remove…", true)}
          </span>
        </fieldset>
        {node.children.length ? <ul>{node.children.map((c, i) => entry(c, i, node.children, depth + 1))}</ul> : null}
      </li>
    );
  };

  return (
    <form method="post" ref={formRef} className="menu-editor" noValidate>
      <input type="hidden" name="nonce" value={props.nonce} />
      <input type="hidden" name="structure" value={JSON.stringify(shapeOf(tree))} />
      <p className="menu-editor__save">
        <button type="submit" name="op" value="save">
          Save menu
        </button>{" "}
        Changes are a draft until saved. With a script, a focused entry moves with Alt+Arrow keys (Up, Down; Right indents, Left outdents),
        or drag it by its handle.
      </p>
      {props.formError ? (
        <p role="alert" className="form-error" tabIndex={-1} ref={errorRef}>
          {props.formError}
        </p>
      ) : null}
      <p role="status" className="menu-editor__status">
        {message}
      </p>
      {confirming ? (
        <section className="menu-editor__danger" aria-labelledby="menu-confirm-remove-title" id="menu-confirm-remove">
          <h2 id="menu-confirm-remove-title" tabIndex={-1} data-focus={`${confirming.id}:confirm`}>
            Remove “{confirming.title.trim() || "Untitled entry"}”
            {confirming.children.length ? ` and its ${countNodes(confirming.children)} entries below it` : ""}?
          </h2>
          <p>It leaves the draft; visitors stop seeing it once the menu is saved.</p>
          <p>
            <button type="submit" name="op" value={`remove-confirmed:${confirming.id}`} onClick={onButton}>
              Remove it
            </button>{" "}
            <button type="submit" name="op" value="remove-cancel" onClick={onButton} formAction={`#menu-entry-${confirming.id}`}>
              Keep it
            </button>
          </p>
        </section>
      ) : null}
      {tree.length ? (
        <ul className="menu-editor__tree" aria-label="Menu entries">
          {tree.map((n, i) => entry(n, i, tree, 1))}
        </ul>
      ) : (
        <p>This menu has no entries yet.</p>
      )}
      <fieldset className="menu-editor__add">
        <legend>Add an entry (at the end of the top level)</legend>
        <label htmlFor="menu-new-title">Title</label>{" "}
        <input id="menu-new-title" name="new-title" defaultValue={props.added.title} maxLength={MENU_LIMITS.titleMaxLength * 2} />{" "}
        <label htmlFor="menu-new-url">Address</label>{" "}
        <input id="menu-new-url" name="new-url" defaultValue={props.added.url} maxLength={MENU_LIMITS.urlMaxLength * 2} />{" "}
        <button type="submit" name="op" value="add" onClick={onButton}>
          Add entry
        </button>
      </fieldset>
      <p>
        <button type="submit" name="op" value="save">
          Save menu
        </button>
      </p>
    </form>
  );
}

function depthBelow(node: NavNodeInput): number {
  return node.children.reduce((d, c) => Math.max(d, 1 + depthBelow(c)), 0);
}
