import type { ElementNode } from "#core/documents/document-types";
import { isContainer } from "./editor-model";

/** One visible row of the Structure tree, with what the ARIA tree pattern needs to say about it. */
export interface TreeRow {
  element: ElementNode;
  level: number;
  parentId: string | null;
  posinset: number;
  setsize: number;
  /** Whether it is a container or a nested widget holding elements (tabs, accordions): then it can be expanded. */
  branch: boolean;
  expanded: boolean;
}

/** The rows a keyboard moves through: every element, except inside collapsed containers and nested widgets. */
export function visibleRows(elements: ElementNode[], collapsed: ReadonlySet<string>, level = 1, parentId: string | null = null): TreeRow[] {
  return elements.flatMap((element, i) => {
    const branch = isContainer(element) || element.elements.length > 0;
    const expanded = branch && !collapsed.has(element.id);
    const row: TreeRow = { element, level, parentId, posinset: i + 1, setsize: elements.length, branch, expanded };
    return expanded ? [row, ...visibleRows(element.elements, collapsed, level + 1, element.id)] : [row];
  });
}
