import type { ElementNode, Settings } from "#core/documents/document-types";
import { canInsertAt, canMoveTo, insertElement, insertTarget, keyboardTarget, moveElement } from "./drop-target";
import { findElement, findPlace, insertAt, mapElement, withChildren, without } from "./element-tree";

export { findElement, findPlace, isContainer, type Place } from "./element-tree";

/** How many changes Undo can take back. */
export const HISTORY_LIMIT = 200;

/** One state of the document Undo and Redo go back and forth between: its tree and its own settings. */
export interface EditorStep {
  elements: ElementNode[];
  /** The document's own settings (a popup's triggers, rules and display conditions). */
  settings: Settings;
}

/** The document as the editor holds it: the element tree, its own settings, which element is selected, and the history. */
export interface EditorState {
  elements: ElementNode[];
  settings: Settings;
  selectedId: string | null;
  /** Earlier steps, oldest first: Undo takes the last. */
  past: EditorStep[];
  /** Steps Undo took back, nearest first: Redo takes the first. */
  future: EditorStep[];
  /** Whether the tree or the settings differ from the last saved ones. */
  dirty: boolean;
  /** The tree as last saved, to tell whether there is anything to save. */
  saved: ElementNode[];
  /** The settings as last saved. */
  savedSettings: Settings;
  /** The setting the last change typed into (`id/key`): typing on in it stays one undo step. */
  typing: string | null;
}

export type EditorAction =
  | { type: "insert"; element: ElementNode }
  /** Right after `id`, among its siblings (Duplicate, Paste): the element comes with its own new ids. */
  | { type: "insertAfter"; id: string; element: ElementNode }
  /** A paste: after `afterId` among its siblings (at the end of the top level when null), as one undo step. */
  | { type: "paste"; afterId: string | null; elements: ElementNode[] }
  | { type: "remove"; id: string }
  | { type: "select"; id: string | null }
  | { type: "moveUp"; id: string }
  | { type: "moveDown"; id: string }
  /** Into the previous sibling container, as its last child. */
  | { type: "moveIn"; id: string }
  /** Out of its container, just after it. */
  | { type: "moveOut"; id: string }
  /** A drag and drop: into `parentId` (the top level when null) at `index` of its list as it is now; the same move as the ones above. */
  | { type: "moveTo"; id: string; parentId: string | null; index: number }
  /** A widget dropped on the preview: a new element at that place, selected. */
  | { type: "insertAt"; parentId: string | null; index: number; element: ElementNode }
  /** `typing`: a keystroke in a text control; keystrokes in a row in the same setting are one undo step. */
  /** `value` undefined takes the setting away (a device's own value: the larger device's applies again); `also`: set with it. */
  | { type: "setSetting"; id: string; key: string; value: unknown; typing?: boolean; also?: Settings }
  /** The document's own settings changed; `typing`: keystrokes in a row are one undo step. */
  | { type: "setDocumentSettings"; settings: Settings; typing?: boolean }
  | { type: "undo" }
  | { type: "redo" }
  /** A tree was saved (the one shown when none is given): the history stays, only the unsaved mark goes. */
  | { type: "saved"; elements?: ElementNode[]; settings?: Settings };

export function initialEditorState(elements: ElementNode[], settings: Settings = {}): EditorState {
  return {
    elements,
    settings,
    selectedId: null,
    past: [],
    future: [],
    dirty: false,
    saved: elements,
    savedSettings: settings,
    typing: null,
  };
}

const stepOf = (state: EditorState): EditorStep => ({ elements: state.elements, settings: state.settings });
const isDirty = (state: EditorState, step: EditorStep) => step.elements !== state.saved || step.settings !== state.savedSettings;

/** A changed tree, or null when the action changes nothing (the history then stays as it was). */
function changedTree(state: EditorState, action: EditorAction): { elements: ElementNode[]; selectedId: string | null } | null {
  const { elements } = state;
  switch (action.type) {
    case "insert": {
      // Where the drop rules allow it: into the selected container, else after the selection; nowhere, no change.
      const target = insertTarget(elements, state.selectedId, action.element);
      return target ? { elements: insertElement(elements, target, action.element), selectedId: action.element.id } : null;
    }
    case "insertAfter": {
      const place = findPlace(elements, action.id);
      if (!place) return null;
      return {
        elements: withChildren(elements, place.parent?.id ?? null, (l) => insertAt(l, place.index + 1, action.element)),
        selectedId: action.element.id,
      };
    }
    case "paste": {
      if (!action.elements.length) return null;
      const first = action.elements[0]!.id;
      const place = action.afterId ? findPlace(elements, action.afterId) : null;
      if (!place) return { elements: [...elements, ...action.elements], selectedId: first };
      return {
        elements: withChildren(elements, place.parent?.id ?? null, (l) => [
          ...l.slice(0, place.index + 1),
          ...action.elements,
          ...l.slice(place.index + 1),
        ]),
        selectedId: first,
      };
    }
    case "remove": {
      const place = findPlace(elements, action.id);
      if (!place) return null;
      const next = place.siblings[place.index + 1] ?? place.siblings[place.index - 1] ?? place.parent;
      return { elements: withChildren(elements, place.parent?.id ?? null, (l) => without(l, place.index)), selectedId: next?.id ?? null };
    }
    case "moveUp":
    case "moveDown":
    case "moveIn":
    case "moveOut": {
      const target = keyboardTarget(elements, action.type, action.id);
      if (!target || !canMoveTo(elements, action.id, target)) return null;
      return { elements: moveElement(elements, action.id, target)!, selectedId: action.id };
    }
    case "moveTo": {
      const target = { parentId: action.parentId, index: action.index };
      if (!canMoveTo(elements, action.id, target)) return null;
      return { elements: moveElement(elements, action.id, target)!, selectedId: action.id };
    }
    case "insertAt": {
      const target = { parentId: action.parentId, index: action.index };
      if (!canInsertAt(elements, action.element, target)) return null;
      return { elements: insertElement(elements, target, action.element), selectedId: action.element.id };
    }
    case "setSetting": {
      const el = findElement(elements, action.id);
      if (!el || el.settings[action.key] === action.value) return null;
      const settings: Settings = { ...el.settings, ...(action.value === undefined ? {} : action.also), [action.key]: action.value };
      if (action.value === undefined) delete settings[action.key];
      return { elements: mapElement(elements, action.id, (e) => ({ ...e, settings })), selectedId: state.selectedId };
    }
    default:
      return null;
  }
}

const keepSelection = (elements: ElementNode[], id: string | null) => (id && findElement(elements, id) ? id : null);

/** The editor's document model: every change is one step Undo takes back; a save keeps the history. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "select":
      return action.id === null || findElement(state.elements, action.id) ? { ...state, selectedId: action.id } : state;
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        ...previous,
        past: state.past.slice(0, -1),
        future: [stepOf(state), ...state.future],
        selectedId: keepSelection(previous.elements, state.selectedId),
        dirty: isDirty(state, previous),
        typing: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        ...next,
        past: [...state.past, stepOf(state)],
        future: rest,
        selectedId: keepSelection(next.elements, state.selectedId),
        dirty: isDirty(state, next),
        typing: null,
      };
    }
    case "saved": {
      const saved = action.elements ?? state.elements;
      const savedSettings = action.settings ?? state.settings;
      return { ...state, saved, savedSettings, dirty: state.elements !== saved || state.settings !== savedSettings, typing: null };
    }
    case "setDocumentSettings": {
      if (action.settings === state.settings) return state;
      const typing = action.typing ? "document" : null;
      const next = { ...state, settings: action.settings, dirty: true, typing };
      if (typing && typing === state.typing) return next;
      return { ...next, past: [...state.past, stepOf(state)].slice(-HISTORY_LIMIT), future: [] };
    }
    default: {
      const changed = changedTree(state, action);
      if (!changed) return state;
      const typing = action.type === "setSetting" && action.typing ? `${action.id}/${action.key}` : null;
      if (typing && typing === state.typing) return { ...state, elements: changed.elements, dirty: true };
      return {
        ...state,
        elements: changed.elements,
        selectedId: changed.selectedId,
        past: [...state.past, stepOf(state)].slice(-HISTORY_LIMIT),
        future: [],
        dirty: true,
        typing,
      };
    }
  }
}

/** A copy of an element and all it holds, each with a new id (`newId` is asked until it gives one not yet used). */
export function copyWithNewIds(
  element: ElementNode,
  newId: (used: ReadonlySet<string>) => string,
  used: Set<string> = new Set(),
): ElementNode {
  const id = newId(used);
  used.add(id);
  return { ...structuredClone(element), id, elements: element.elements.map((child) => copyWithNewIds(child, newId, used)) };
}

/** Every element id in the tree. */
export function collectIds(elements: readonly ElementNode[], into: Set<string> = new Set()): Set<string> {
  for (const el of elements) {
    into.add(el.id);
    collectIds(el.elements, into);
  }
  return into;
}
