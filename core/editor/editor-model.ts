import type { ElementNode, Settings } from "#core/documents/document-types";

/** How many changes Undo can take back. */
export const HISTORY_LIMIT = 200;

/** The document as the editor holds it: the element tree, which element is selected, and the history. */
export interface EditorState {
  elements: ElementNode[];
  selectedId: string | null;
  /** Earlier trees, oldest first: Undo takes the last. */
  past: ElementNode[][];
  /** Trees Undo took back, nearest first: Redo takes the first. */
  future: ElementNode[][];
  /** Whether the tree differs from the last saved one. */
  dirty: boolean;
  /** The tree as last saved, to tell whether there is anything to save. */
  saved: ElementNode[];
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
  /** `typing`: a keystroke in a text control; keystrokes in a row in the same setting are one undo step. */
  /** `value` undefined takes the setting away (a device's own value: the larger device's applies again); `also`: set with it. */
  | { type: "setSetting"; id: string; key: string; value: unknown; typing?: boolean; also?: Settings }
  | { type: "undo" }
  | { type: "redo" }
  /** A tree was saved (the one shown when none is given): the history stays, only the unsaved mark goes. */
  | { type: "saved"; elements?: ElementNode[] };

export const isContainer = (el: ElementNode) => el.elType !== "widget";

export function initialEditorState(elements: ElementNode[]): EditorState {
  return { elements, selectedId: null, past: [], future: [], dirty: false, saved: elements, typing: null };
}

/** Where an element sits: the list holding it and its index there, with the parent (null at the top). */
export interface Place {
  siblings: ElementNode[];
  index: number;
  parent: ElementNode | null;
}

export function findPlace(elements: ElementNode[], id: string, parent: ElementNode | null = null): Place | null {
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]!;
    if (el.id === id) return { siblings: elements, index: i, parent };
    const inner = findPlace(el.elements, id, el);
    if (inner) return inner;
  }
  return null;
}

export function findElement(elements: ElementNode[], id: string): ElementNode | null {
  const place = findPlace(elements, id);
  return place ? place.siblings[place.index]! : null;
}

/**
 * The tree with the list holding `parentId`'s children (the top when null) replaced. Only the elements on
 * the way to it are new objects: the rest are shared with the tree before, so the history stays small.
 */
function withChildren(elements: ElementNode[], parentId: string | null, change: (list: ElementNode[]) => ElementNode[]): ElementNode[] {
  if (parentId === null) return change(elements);
  return mapElement(elements, parentId, (el) => ({ ...el, elements: change(el.elements) }));
}

function mapElement(elements: ElementNode[], id: string, change: (el: ElementNode) => ElementNode): ElementNode[] {
  let changed = false;
  const out = elements.map((el) => {
    if (el.id === id) {
      changed = true;
      return change(el);
    }
    const inner = mapElement(el.elements, id, change);
    if (inner === el.elements) return el;
    changed = true;
    return { ...el, elements: inner };
  });
  return changed ? out : elements;
}

const without = (list: ElementNode[], index: number) => [...list.slice(0, index), ...list.slice(index + 1)];
const insertAt = (list: ElementNode[], index: number, el: ElementNode) => [...list.slice(0, index), el, ...list.slice(index)];

/** A changed tree, or null when the action changes nothing (the history then stays as it was). */
function changedTree(state: EditorState, action: EditorAction): { elements: ElementNode[]; selectedId: string | null } | null {
  const { elements } = state;
  switch (action.type) {
    case "insert": {
      const selected = state.selectedId ? findElement(elements, state.selectedId) : null;
      if (selected && isContainer(selected))
        return { elements: withChildren(elements, selected.id, (l) => [...l, action.element]), selectedId: action.element.id };
      const place = state.selectedId ? findPlace(elements, state.selectedId) : null;
      if (!place) return { elements: [...elements, action.element], selectedId: action.element.id };
      return {
        elements: withChildren(elements, place.parent?.id ?? null, (l) => insertAt(l, place.index + 1, action.element)),
        selectedId: action.element.id,
      };
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
    case "moveDown": {
      const place = findPlace(elements, action.id);
      if (!place) return null;
      const to = place.index + (action.type === "moveUp" ? -1 : 1);
      if (to < 0 || to >= place.siblings.length) return null;
      const moved = place.siblings[place.index]!;
      return {
        elements: withChildren(elements, place.parent?.id ?? null, (l) => insertAt(without(l, place.index), to, moved)),
        selectedId: action.id,
      };
    }
    case "moveIn": {
      const place = findPlace(elements, action.id);
      const before = place ? place.siblings[place.index - 1] : undefined;
      if (!place || !before || !isContainer(before)) return null;
      const moved = place.siblings[place.index]!;
      const removed = withChildren(elements, place.parent?.id ?? null, (l) => without(l, place.index));
      return { elements: withChildren(removed, before.id, (l) => [...l, moved]), selectedId: action.id };
    }
    case "moveOut": {
      const place = findPlace(elements, action.id);
      if (!place || !place.parent) return null;
      const parentPlace = findPlace(elements, place.parent.id)!;
      const moved = place.siblings[place.index]!;
      const removed = withChildren(elements, place.parent.id, (l) => without(l, place.index));
      return {
        elements: withChildren(removed, parentPlace.parent?.id ?? null, (l) => insertAt(l, parentPlace.index + 1, moved)),
        selectedId: action.id,
      };
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
        elements: previous,
        past: state.past.slice(0, -1),
        future: [state.elements, ...state.future],
        selectedId: keepSelection(previous, state.selectedId),
        dirty: previous !== state.saved,
        typing: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        elements: next,
        past: [...state.past, state.elements],
        future: rest,
        selectedId: keepSelection(next, state.selectedId),
        dirty: next !== state.saved,
        typing: null,
      };
    }
    case "saved": {
      const saved = action.elements ?? state.elements;
      return { ...state, saved, dirty: state.elements !== saved, typing: null };
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
        past: [...state.past, state.elements].slice(-HISTORY_LIMIT),
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
