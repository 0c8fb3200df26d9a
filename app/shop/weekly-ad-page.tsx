import { Form } from "../routing/routing";
import { ChooseStoreNote } from "./choose-store-note";
import { DealGrid } from "./deal-card";
import { DEFAULT_DEALS_LIST } from "./add-to-list";
import { Pagination } from "#app/ui/pagination";
import type { Route } from "../routes/+types/weekly-ad";

const PATH = "/weekly-ad";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** Which list the deals go to: a GET form (its button sends it without JavaScript). */
function ListChoice({ lists, listId }: { lists: Array<{ id: number; name: string }>; listId: number | null }) {
  if (!lists.length) return <p className="shop-note">Deals you add go to a new shopping list, “{DEFAULT_DEALS_LIST}”.</p>;
  return (
    <Form method="get" action={PATH} className="sort-form">
      <label htmlFor="deal-list">Add deals to</label>
      <select id="deal-list" name="list" defaultValue={listId ?? undefined} key={listId}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        Use this list
      </button>
    </Form>
  );
}

/** `/weekly-ad`: the selected store's circular on display now and its deals, page by page, each with Add to list. */
export function WeeklyAdPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const ad = data.ad;
  const href = (n: number) => {
    const q = new URLSearchParams();
    if (n > 1) q.set("page", String(n));
    if (data.listId !== null && data.lists[0]?.id !== data.listId) q.set("list", String(data.listId));
    return q.size ? `${PATH}?${q}` : PATH;
  };
  return (
    <div className="shop">
      <h1>{ad ? ad.circular.title : "Weekly ad"}</h1>
      {!data.store ? (
        <ChooseStoreNote />
      ) : !ad ? (
        <p>There is no weekly ad for {data.store.name} right now.</p>
      ) : (
        <>
          <p>
            Deals at {data.store.name}, {day(ad.circular.start_date)} to{" "}
            {day(new Date(new Date(ad.circular.end_date).getTime() - 1).toISOString())}.
          </p>
          {data.added ? (
            <p role="status" className="shop-note">
              Added {data.added} to your list.
            </p>
          ) : null}
          <ListChoice lists={data.lists} listId={data.listId} />
          <p role="status">{ad.total === 1 ? "1 deal" : `${ad.total} deals`}</p>
          <DealGrid deals={ad.items} listId={data.listId} action={PATH} />
          <Pagination page={ad.page} totalPages={ad.total_pages} href={href} />
        </>
      )}
    </div>
  );
}
