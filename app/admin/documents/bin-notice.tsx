import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../../storefront/frame/layout-data.server";

export interface BinNoticeEntry {
  id: number;
  title: string;
  expires_at: string;
}

const time = (iso: string) => `${iso.replace("T", " ").slice(11, 16)} UTC`;

/**
 * What a delete leads to: it says what was deleted and until when it can be brought back, with Undo and
 * Empty now (form POSTs to the bin). `back` is where Empty now returns.
 */
export function BinNotice({ entry, what, back, live = true }: { entry: BinNoticeEntry; what: string; back: string; live?: boolean }) {
  const nonce = useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";
  return (
    <section role={live ? "status" : undefined} className="content-admin__status bin-notice" aria-label={`Deleted: ${entry.title}`}>
      <p>
        {what} “{entry.title}” was deleted. Visitors no longer see it. You can undo this until{" "}
        <time dateTime={entry.expires_at}>{time(entry.expires_at)}</time>.
      </p>
      <div className="content-admin__actions">
        <form method="post" action="/admin/bin">
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="bin_id" value={entry.id} />
          <button type="submit" name="intent" value="undo">
            Undo
          </button>
        </form>
        <form method="post" action="/admin/bin">
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="bin_id" value={entry.id} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="intent" value="empty">
            Empty now
          </button>
        </form>
      </div>
    </section>
  );
}
