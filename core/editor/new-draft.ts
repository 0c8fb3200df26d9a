import type { DocumentType } from "#core/documents/document-types";

/** What the documents list's New buttons make: the button's word, and the document type it creates. */
export const NEW_DOCUMENT_KINDS = [
  { kind: "page", label: "New page", type: "page" },
  { kind: "popup", label: "New popup", type: "popup" },
  { kind: "template", label: "New template", type: "section" },
] as const satisfies readonly { kind: string; label: string; type: DocumentType }[];

export type NewDocumentKind = (typeof NEW_DOCUMENT_KINDS)[number]["kind"];

const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new draft's title and slug: `Untitled page`, and a slug no one will have typed (`page-draft-k3x9q2mz`). */
export function newDraft(kind: NewDocumentKind, random: () => number = Math.random) {
  const entry = NEW_DOCUMENT_KINDS.find((k) => k.kind === kind)!;
  let tail = "";
  for (let i = 0; i < 8; i++) tail += LETTERS[Math.floor(random() * LETTERS.length)];
  return {
    type: entry.type,
    title: `Untitled ${kind}`,
    slug: `${kind}-draft-${tail}`,
    status: "draft" as const,
    settings: {},
    elements: [],
  };
}

export const isNewDocumentKind = (value: string | null): value is NewDocumentKind => NEW_DOCUMENT_KINDS.some((k) => k.kind === value);
