import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { Device } from "#core/builder/breakpoints";
import { deviceLabel } from "#core/editor/responsive-field";

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The site's devices (core/editor/responsive-field.ts editorDevices). */
  devices: readonly Device[];
  device: Device;
  onDevice: (device: Device) => void;
  /** Opens the document as it is in the editor now, unsaved changes included, in a new tab. */
  onPreview: () => void;
  published: boolean;
  saving: boolean;
  onSave: (intent: "save" | "publish") => void;
  /** The templates library's controls (app/admin/editor/templates-library), each with `data-tool`. */
  templateTools?: ReactNode;
}

/**
 * The editor's top bar, one WAI-ARIA toolbar: Tab reaches it once, Left/Right/Home/End move between its
 * controls. A control that can't act now says so with aria-disabled and stays reachable.
 */
export function EditorTopBar(props: Props) {
  const barRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const controls = [...(barRef.current?.querySelectorAll<HTMLElement>("[data-tool]") ?? [])];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % controls.length
        : event.key === "ArrowLeft"
          ? (at + controls.length - 1) % controls.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? controls.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    for (const c of controls) c.tabIndex = -1;
    controls[to]!.tabIndex = 0;
    controls[to]!.focus();
  };
  const tool = (first = false) => ({ "data-tool": "", tabIndex: first ? 0 : -1 });
  const button = (label: ReactNode, onClick: () => void, extra: Record<string, unknown> = {}, first = false) => (
    <button type="button" {...tool(first)} onClick={onClick} {...extra}>
      {label}
    </button>
  );
  const inert = (can: boolean, act: () => void) => ({ "aria-disabled": !can, onClick: can ? act : () => undefined });
  return (
    <div ref={barRef} role="toolbar" aria-label="Editor" className="editor-bar" onKeyDown={onKeyDown}>
      <button type="button" {...tool(true)} {...inert(props.canUndo, props.onUndo)} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" {...tool()} {...inert(props.canRedo, props.onRedo)} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <span className="editor-bar__group">
        {props.devices.map((d) => button(deviceLabel(d), () => props.onDevice(d), { key: d, "aria-pressed": props.device === d }))}
      </span>
      <button type="button" {...tool()} onClick={props.onPreview} aria-describedby="editor-preview-note">
        Preview
      </button>
      <button
        type="button"
        {...tool()}
        {...inert(!props.saving && !props.published, () => props.onSave("save"))}
        aria-describedby={props.published ? "editor-draft-note" : undefined}
      >
        Save draft
      </button>
      <button type="button" {...tool()} {...inert(!props.saving, () => props.onSave("publish"))}>
        {props.published ? "Update" : "Publish"}
      </button>
      {props.templateTools}
      <a {...tool()} href="/admin/settings">
        Site settings
      </a>
      <a {...tool()} href="/admin/documents">
        Exit editor
      </a>
      <span id="editor-preview-note" hidden>
        Opens a new tab with this document as visitors would see it, unsaved changes included; nothing is saved.
      </span>
      {props.published ? (
        <span id="editor-draft-note" hidden>
          This document is published: Update saves the changes for visitors.
        </span>
      ) : null}
    </div>
  );
}
