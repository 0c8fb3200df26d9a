import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "#app/ui/dialog";
import { Button } from "#app/ui/button";
import { exportHref, listTemplates, previewHref, type LibraryItem, type LibraryPage } from "./templates-api";

/**
 * [dialog] `Templates library`: the saved templates and those imported from files and kits, searched
 * by name and filtered by type (the template registry's types, as the server lists them), each with a
 * preview, Insert (after the selected element) and Export as an Elementor template file.
 */
export function LibraryDialog(props: { nonce: string; onClose: () => void; onInsert: (item: LibraryItem) => Promise<void> }) {
  const { nonce, onClose, onInsert } = props;
  const [q, setQ] = useState("");
  const [type, setType] = useState("");
  const [page, setPage] = useState<LibraryPage | null>(null);
  const [types, setTypes] = useState<LibraryPage["types"]>([]);
  const [error, setError] = useState("");
  const [previewing, setPreviewing] = useState<LibraryItem | null>(null);
  const [inserting, setInserting] = useState<number | null>(null);
  /** The page of the library read last, and the template to focus once the next page is in. */
  const [pageNumber, setPageNumber] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const focusAfter = useRef<number | null>(null);
  const searchId = useId();
  const typeId = useId();

  useEffect(() => {
    const aborted = new AbortController();
    const timer = window.setTimeout(() => {
      listTemplates({ q, type }, nonce, aborted.signal)
        .then((found) => {
          setPage(found);
          setPageNumber(1);
          if (found.types.length) setTypes(found.types);
          setError("");
        })
        .catch((err: unknown) => {
          if (!aborted.signal.aborted) setError(err instanceof Error ? err.message : "The library could not be read.");
        });
    }, 150);
    return () => {
      window.clearTimeout(timer);
      aborted.abort();
    };
  }, [q, type, nonce]);

  // After Load more, the focus goes to the first template it brought (the button may be gone).
  useEffect(() => {
    if (focusAfter.current === null) return;
    document.getElementById(`library-preview-${focusAfter.current}`)?.focus();
    focusAfter.current = null;
  }, [page]);

  const loadMore = async () => {
    if (!page || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await listTemplates({ q, type, page: pageNumber + 1 }, nonce);
      const known = new Set(page.items.map((item) => item.id));
      const added = next.items.filter((item) => !known.has(item.id));
      focusAfter.current = added[0]?.id ?? null;
      setPage({ ...next, items: [...page.items, ...added] });
      setPageNumber(pageNumber + 1);
      setError("");
    } catch (err) {
      setError(err instanceof Error ? err.message : "The library could not be read.");
    } finally {
      setLoadingMore(false);
    }
  };

  const titleOf = (key: string) => types.find((t) => t.key === key)?.title ?? key;
  const insert = async (item: LibraryItem) => {
    setInserting(item.id);
    try {
      await onInsert(item);
    } catch (err) {
      setError(`Not inserted: ${err instanceof Error ? err.message : "please try again."}`);
    } finally {
      setInserting(null);
    }
  };
  return (
    <Dialog open onClose={onClose} title="Templates library">
      <div className="templates-library">
        <div className="templates-library__filters">
          <label htmlFor={searchId}>Search templates</label>
          <input id={searchId} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
          <label htmlFor={typeId}>Type</label>
          <select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t.key} value={t.key}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p role="alert" className="field__error">
            {error}
          </p>
        ) : null}
        <p role="status" className="editor-hint">
          {page
            ? `${page.total} ${page.total === 1 ? "template" : "templates"}${page.items.length < page.total ? `, ${page.items.length} shown` : ""}`
            : "Loading templates…"}
        </p>
        {page && page.items.length ? (
          <ul className="templates-library__list" aria-label="Templates">
            {page.items.map((item) => (
              <li key={item.id} aria-labelledby={`library-item-${item.id}`}>
                <span id={`library-item-${item.id}`} className="templates-library__name">
                  {item.title}
                </span>
                <span className="editor-hint">
                  {titleOf(item.type)}
                  {item.status === "draft" ? ", draft" : ""}
                </span>
                <span className="templates-library__actions">
                  <Button
                    variant="secondary"
                    small
                    id={`library-preview-${item.id}`}
                    aria-label={`Preview ${item.title}`}
                    onClick={() => setPreviewing(item)}
                  >
                    Preview
                  </Button>
                  <Button
                    small
                    aria-label={`Insert ${item.title}`}
                    aria-disabled={inserting !== null}
                    onClick={() => (inserting === null ? void insert(item) : undefined)}
                  >
                    Insert
                  </Button>
                  <a href={exportHref(item.id)} download aria-label={`Export ${item.title}`}>
                    Export
                  </a>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {page && page.items.length < page.total ? (
          <Button variant="secondary" aria-disabled={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? "Loading…" : "Load more"}
          </Button>
        ) : null}
        {previewing ? (
          <iframe
            key={previewing.id}
            className="templates-library__preview"
            title={`Preview of ${previewing.title}`}
            src={previewHref(previewing.id)}
            loading="lazy"
          />
        ) : null}
      </div>
    </Dialog>
  );
}
