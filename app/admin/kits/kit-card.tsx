import { useId } from "react";
import type { LibraryKit } from "#core/schemas/kits";
import "../../ui/badge.css";
import { Button, buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";

/** The first letters of a kit's first two words, for its generated preview. */
const initials = (title: string) =>
  title
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

const STATUS_WORDS: Record<string, string> = {
  shipped: "Shipped with Aisle",
  pending: "Uploaded, not imported",
  imported: "Imported",
  undone: "Import undone",
};

/**
 * One kit of the library: a generated preview (a kit's own thumbnail would be an image at another
 * host, never requested: docs/media.md), its title, description and what it holds, Apply and, for an
 * uploaded kit nothing depends on, Delete.
 */
export function KitCard({ kit, nonce, onDelete }: { kit: LibraryKit; nonce: string; onDelete: (kit: LibraryKit) => void }) {
  const titleId = useId();
  return (
    <Card as="article" className="kits-admin__kit" aria-labelledby={titleId}>
      <div className={`kits-admin__preview${kit.source === "uploaded" ? " kits-admin__preview--uploaded" : ""}`} aria-hidden="true">
        <span className="kits-admin__preview-initials">{initials(kit.title)}</span>
        <span>
          {kit.counts.pages} · {kit.counts.templates}
        </span>
      </div>
      <h2 id={titleId}>{kit.title}</h2>
      <p>
        <span className="badge">{STATUS_WORDS[kit.status] ?? kit.status}</span>
      </p>
      {kit.description ? <p>{kit.description}</p> : null}
      <p className="kits-admin__hint">
        {kit.counts.pages} {kit.counts.pages === 1 ? "page" : "pages"}, {kit.counts.templates}{" "}
        {kit.counts.templates === 1 ? "template" : "templates"} · {kit.file_name}
      </p>
      <div className="kits-admin__actions">
        <form method="post">
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="id" value={kit.id} />
          <Button type="submit" aria-describedby={titleId}>
            Apply
          </Button>
        </form>
        {kit.deletable ? (
          <a
            className={buttonClass("destructive")}
            href={`/admin/kits?delete=${encodeURIComponent(kit.id)}`}
            aria-describedby={titleId}
            onClick={(e) => {
              e.preventDefault();
              onDelete(kit);
            }}
          >
            Delete
          </a>
        ) : null}
      </div>
    </Card>
  );
}

/** The Delete confirmation's form: the kit's id, the page's nonce, and the destructive button. */
export function DeleteKitForm({ kit, nonce, formId }: { kit: LibraryKit; nonce: string; formId: string }) {
  return (
    <form id={formId} method="post">
      <input type="hidden" name="nonce" value={nonce} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={kit.id} />
      <p>
        “{kit.title}” ({kit.file_name}) leaves the library for good. Nothing it imported is touched; the starter kit stays.
      </p>
    </form>
  );
}
