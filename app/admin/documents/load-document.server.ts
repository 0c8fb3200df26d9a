import { data, type AppLoadContext } from "react-router";
import { diffDocuments, type DiffableDocument } from "#core/documents/document-diff";
import { isApiError } from "#core/web/api-errors";

const DONE: Record<string, string> = {
  saved: "The settings were saved.",
  restored: "The revision was restored. The version it replaced is kept as a revision in turn.",
  undone: "The document is back, as it was before it was deleted.",
};

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/** "current" or a revision id, from the address. */
const sideOf = (raw: string | null): "current" | number | null => {
  if (raw === "current") return "current";
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/**
 * One document's screen: the document, its revisions (newest first), the comparison the address asks
 * for (`from` and `to`: a revision id or "current"), and which confirmation is open.
 */
export async function loadDocumentScreen(context: AppLoadContext, id: number, search: URLSearchParams) {
  const found = await context.services.documents
    .get(id)
    .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!found) throw data("No such document: it may have been deleted (see Deleted items in the documents admin).", { status: 404 });
  const revisions = await context.services.documentRevisions.list(id);
  const label = (side: "current" | number) => {
    if (side === "current") return "the current version";
    const r = revisions.find((x) => x.id === side);
    return r ? `revision #${r.id} (“${r.title}”, replaced ${when(r.replaced_at)})` : `revision #${side}`;
  };
  const snapshotOf = async (side: "current" | number): Promise<DiffableDocument | null> => {
    if (side === "current") return context.services.documents.snapshot(id);
    if (!revisions.some((r) => r.id === side)) return null;
    return (await context.services.documentRevisions.compare(id, side)).revision.document as DiffableDocument;
  };
  const from = sideOf(search.get("from"));
  const to = sideOf(search.get("to"));
  let comparison: { diff: ReturnType<typeof diffDocuments>; fromLabel: string; toLabel: string } | null = null;
  let comparisonRefused: string | null = null;
  if (from !== null && to !== null) {
    const [a, b] = await Promise.all([snapshotOf(from), snapshotOf(to)]);
    if (a && b) comparison = { diff: diffDocuments(a, b), fromLabel: label(from), toLabel: label(to) };
    else comparisonRefused = "That revision is no longer kept: choose two from the list.";
  } else if (search.has("from") || search.has("to")) comparisonRefused = "Choose two versions to compare.";
  const restoreAsked = sideOf(search.get("restore"));
  const restoring = typeof restoreAsked === "number" ? (revisions.find((r) => r.id === restoreAsked) ?? null) : null;
  return {
    document: {
      id: found.id,
      type: found.type,
      title: found.title,
      slug: found.slug,
      status: found.status,
      url: `/${found.slug}`,
      updatedAt: found.updatedAt ?? "",
    },
    revisions: revisions.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      status: r.status,
      replacedAt: r.replaced_at,
      replacedBy: r.replaced_by.email,
    })),
    comparison,
    comparisonRefused,
    compare: { from: from === null ? "" : String(from), to: to === null ? "current" : String(to) },
    confirmDelete: search.get("confirm") === "delete",
    restoring: restoring ? { id: restoring.id, title: restoring.title, replacedAt: restoring.replaced_at } : null,
    done: DONE[search.get("done") ?? ""] ?? null,
  };
}
