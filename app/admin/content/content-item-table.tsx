import { CONTENT_KIND_LABELS } from "#core/schemas/content-items";
import type { ContentKind } from "#core/schemas/content";

export interface ContentItemRow {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  status: "publish" | "draft";
  priority: number;
  starts_at: string | null;
  ends_at: string | null;
  targets: { stores: number[]; storeGroups: number[]; userGroups: number[] };
}

const when = (iso: string | null) => (iso ? `${iso.replace("T", " ").slice(0, 16)} UTC` : "open");

function targetsText(t: ContentItemRow["targets"]): string {
  const parts = [
    t.stores.length ? `stores ${t.stores.join(", ")}` : "",
    t.storeGroups.length ? `store groups ${t.storeGroups.join(", ")}` : "",
    t.userGroups.length ? `user groups ${t.userGroups.join(", ")}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : "everyone";
}

/** The items of one page of the list, each linking to its form. */
export function ContentItemTable({ items, caption }: { items: ContentItemRow[]; caption: string }) {
  if (items.length === 0) return <p>No content item matches.</p>;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Kind and area</th>
          <th scope="col">Status</th>
          <th scope="col">Targets</th>
          <th scope="col">Schedule</th>
          <th scope="col">Priority</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.id}>
            <th scope="row">
              <a href={`/admin/content/${i.id}`}>{i.title}</a>
            </th>
            <td>
              {CONTENT_KIND_LABELS[i.kind] ?? i.kind} · {i.slug}
            </td>
            <td>{i.status === "draft" ? "Draft" : "Published"}</td>
            <td>{targetsText(i.targets)}</td>
            <td>
              {when(i.starts_at)} to {when(i.ends_at)}
            </td>
            <td>{i.priority}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
