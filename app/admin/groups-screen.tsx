import { useFailureFocus } from "./use-failure-focus";
import { useActionData, useLoaderData } from "react-router";
import { STORE_FIELD_LIMITS } from "../../core/limits";
import { AdminFrame, Pager, SearchForm } from "./admin-frame";
import type { GroupKind, loadGroups, saveGroup } from "./groups.server";
import { useLayout } from "../storefront/use-layout";

const TEXT = {
  "store-groups": { title: "Store groups", one: "store group", members: "Stores" },
  "user-groups": { title: "User groups", one: "user group", members: "Accounts" },
} as const;

/** Store groups or user groups: the list with search and paging, a rename form per group, and a form to add one. */
export function GroupsScreen({ kind }: { kind: GroupKind }) {
  const view = useLoaderData<typeof loadGroups>();
  const failure = useActionData<typeof saveGroup>();
  const { apiNonce } = useLayout();
  const messageRef = useFailureFocus(failure);
  const text = TEXT[kind];
  if (!view.allowed) return <AdminFrame title={text.title} allowed={false} />;
  const base = `/admin/${kind}`;
  return (
    <AdminFrame title={text.title}>
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : view.saved ? (
        <p className="admin-status" role="status">
          Saved {text.one} {view.saved}.
        </p>
      ) : null}
      <SearchForm action={base} q={view.q} label={`Search ${text.title.toLowerCase()}`} />
      <table>
        <caption>
          {view.total} {view.total === 1 ? text.one : `${text.one}s`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">{text.members}</th>
          </tr>
        </thead>
        <tbody>
          {view.groups.map((g) => (
            <tr key={g.id}>
              <td>{g.id}</td>
              <td>
                <form method="post" className="admin-inline">
                  <input type="hidden" name="nonce" value={apiNonce} />
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={g.id} />
                  <label htmlFor={`group-${g.id}`} className="visually-hidden">
                    Name of {text.one} {g.id}
                  </label>
                  <input id={`group-${g.id}`} name="name" defaultValue={g.name} required maxLength={STORE_FIELD_LIMITS.groupName} />{" "}
                  <button type="submit" aria-label={`Rename ${text.one} ${g.id}`}>
                    Rename
                  </button>
                </form>
              </td>
              <td>{g.members}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager base={base} page={view.page} pages={view.pages} q={view.q} label={`${text.title} pages`} />
      <form method="post">
        <input type="hidden" name="nonce" value={apiNonce} />
        <input type="hidden" name="intent" value="create" />
        <p>
          <label htmlFor="new-group">New {text.one}&apos;s name</label> <input id="new-group" name="name" required maxLength={STORE_FIELD_LIMITS.groupName} />{" "}
          <button type="submit">Add {text.one}</button>
        </p>
      </form>
    </AdminFrame>
  );
}
