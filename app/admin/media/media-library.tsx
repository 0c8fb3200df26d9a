import { useCallback, useEffect, useId, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "#core/media/image-type";
import { MEDIA_LIMITS } from "#core/limits/limits";
import { Button } from "#app/ui/button";
import { deleteMedia, listMedia, updateMedia, uploadMedia, type MediaItem } from "./media-api";
import "./media-library.css";

const PER_PAGE = MEDIA_LIMITS.defaultPerPage;

/** An item's name where it is listed: its alt text, else its title, else its file name. */
const nameOf = (item: MediaItem) => item.alt.trim() || item.title.trim() || item.file_name || `Image ${item.id}`;

/**
 * The media library (docs/media.md): [searchbox] `Search media`, [button] `Upload images`, a grid of
 * images (each a [button] with aria-pressed, named by its alt text), and the selected image's
 * [textbox] `Alt text` and `Title` with [button] `Save`; [button] `Choose image` hands it to the
 * caller (`onChoose`), [button] `Delete image` removes it (`canDelete`). Messages go to a status.
 */
export function MediaLibrary({
  nonce,
  onChoose,
  canDelete = false,
}: {
  nonce: string;
  onChoose?: (item: MediaItem) => void;
  canDelete?: boolean;
}) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const detailsId = useId();

  const load = useCallback(
    async (q: string, p: number) => {
      try {
        const found = await listMedia(q, p, PER_PAGE, nonce);
        setItems(found.items);
        setTotal(found.total);
        setError("");
      } catch (err) {
        setError((err as Error).message);
      }
    },
    [nonce],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(query, page), 200);
    return () => clearTimeout(timer);
  }, [query, page, load]);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setStatus("Uploading…");
    setError("");
    try {
      const added = await uploadMedia(Array.from(files), nonce);
      setStatus(added.length === 1 ? `Uploaded ${nameOf(added[0]!)}.` : `Uploaded ${added.length} images.`);
      setQuery("");
      setPage(1);
      await load("", 1);
      setSelected(added[0] ?? null);
    } catch (err) {
      setStatus("");
      setError((err as Error).message);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  // No <form> of its own: the library may sit inside a page's form (a recipe's), and forms do not nest.
  const altRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const save = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const changed = await updateMedia(selected.id, { alt: altRef.current?.value ?? "", title: titleRef.current?.value ?? "" }, nonce);
      setSelected(changed);
      setItems((list) => list.map((i) => (i.id === changed.id ? changed : i)));
      setStatus("Saved.");
      setError("");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await deleteMedia(selected.id, nonce);
      setStatus(`Deleted ${nameOf(selected)}.`);
      setSelected(null);
      setError("");
      await load(query, page);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <div className="media-library">
      <div className="media-library__tools">
        <p className="media-library__search">
          <label htmlFor={`${detailsId}-search`}>Search media</label>
          <input
            id={`${detailsId}-search`}
            type="search"
            value={query}
            maxLength={MEDIA_LIMITS.search}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </p>
        <input
          ref={fileRef}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void upload(e.target.files)}
        />
        <Button onClick={() => fileRef.current?.click()} disabled={busy}>
          Upload images
        </Button>
      </div>
      <p role="status" className="media-library__status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="media-library__empty">{query.trim() ? "No images match this search." : "No images yet. Upload the first ones."}</p>
      ) : (
        <ul className="media-library__grid" aria-label="Images">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="media-library__tile"
                aria-pressed={selected?.id === item.id}
                aria-controls={detailsId}
                onClick={() => setSelected(item)}
              >
                <img src={item.url} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />
                <span className="media-library__name">{nameOf(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="media-library__pages" aria-label="Media pages">
          <Button variant="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
      <section id={detailsId} className="media-library__details" aria-label="Selected image">
        {selected ? (
          <div
            key={selected.id}
            className="media-library__form"
            onKeyDown={(e) => {
              if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
                e.preventDefault();
                void save();
              }
            }}
          >
            <img src={selected.url} alt="" className="media-library__preview" width={selected.width} height={selected.height} />
            <p className="media-library__facts">
              {selected.file_name} · {selected.width} × {selected.height} · {selected.media_type.replace("image/", "").toUpperCase()}
            </p>
            <p>
              <label htmlFor={`${detailsId}-alt`}>Alt text</label>
              <input
                ref={altRef}
                id={`${detailsId}-alt`}
                defaultValue={selected.alt}
                maxLength={MEDIA_LIMITS.alt}
                aria-describedby={`${detailsId}-alt-hint`}
              />
              <span id={`${detailsId}-alt-hint`} className="field-hint">
                What the image shows, for people who cannot see it. Leave empty for a decorative image.
              </span>
            </p>
            <p>
              <label htmlFor={`${detailsId}-title`}>Title</label>
              <input ref={titleRef} id={`${detailsId}-title`} defaultValue={selected.title} maxLength={MEDIA_LIMITS.title} />
            </p>
            <div className="media-library__actions">
              <Button variant="secondary" onClick={() => void save()} disabled={busy}>
                Save
              </Button>
              {onChoose ? (
                <Button onClick={() => onChoose(selected)} disabled={busy}>
                  Choose image
                </Button>
              ) : null}
              {canDelete ? (
                <Button variant="destructive" onClick={() => void remove()} disabled={busy}>
                  Delete image
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="media-library__hint">Select an image to see it, change its alt text or {onChoose ? "choose it" : "delete it"}.</p>
        )}
      </section>
    </div>
  );
}
