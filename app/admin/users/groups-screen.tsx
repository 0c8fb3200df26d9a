import { useFailureFocus } from "../use-failure-focus";
import { useActionData, useLoaderData } from "react-router";
import { STORE_FIELD_LIMITS } from "#core/limits/limits";
import { AdminFrame, Pager, SearchForm } from "../admin-frame";
import type { GroupKind, loadGroups, saveGroup } from "./groups.server";
import { useLayout } from "../../storefront/frame/use-layout";
import { Toast } from "#app/ui/toast";

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
  const base = `/admin/${kind}`;
  return (
    <AdminFrame title={text.title}>
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : view.saved ? (
        <Toast>
          Saved {text.one} {view.saved}.
        </Toast>
      ) : view.deleted ? (
        <Toast>
          Deleted the {text.one} “{view.deleted}”.
        </Toast>
      ) : null}
      {view.deleting ? <ConfirmGroupDelete kind={kind} group={view.deleting} nonce={apiNonce} /> : null}
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
            <th scope="col">Delete</th>
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
              <td>
                <a href={`${base}?delete=${g.id}#confirm-delete`} aria-label={`Delete ${text.one} ${g.id}…`}>
                  Delete…
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager base={base} page={view.page} pages={view.pages} q={view.q} label={`${text.title} pages`} />
      <form method="post">
        <input type="hidden" name="nonce" value={apiNonce} />
        <input type="hidden" name="intent" value="create" />
        <p>
          <label htmlFor="new-group">New {text.one}&apos;s name</label>{" "}
          <input id="new-group" name="name" required maxLength={STORE_FIELD_LIMITS.groupName} />{" "}
          <button type="submit">Add {text.one}</button>
        </p>
      </form>
    </AdminFrame>
  );
}

/** The confirmation a group's delete leads to: says what uses it; a user group in use needs the box ticked too. */
function ConfirmGroupDelete({
  kind,
  group,
  nonce,
}: {
  kind: GroupKind;
  group: { id: number; name: string; members: number };
  nonce: string;
}) {
  const text = TEXT[kind];
  const base = `/admin/${kind}`;
  const storesIn = kind === "store-groups" && group.members > 0;
  return (
    <section className="admin-danger" aria-labelledby="confirm-delete" id="confirm-delete-section">
      <h2 id="confirm-delete" tabIndex={-1}>
        Delete the {text.one} “{group.name}”?
      </h2>
      {storesIn ? (
        <p>
          {group.members} store{group.members === 1 ? " is" : "s are"} in this group, and prices are set per store group: move{" "}
          {group.members === 1 ? "it" : "them"} to another group first. It cannot be deleted now.
        </p>
      ) : (
        <form method="post" action={base}>
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={group.id} />
          {group.members > 0 ? (
            <p>
              <input id="confirm-members" type="checkbox" name="confirm_members" value={group.members} required />{" "}
              <label htmlFor="confirm-members">
                Take it off the {group.members} account{group.members === 1 ? "" : "s"} that hold{group.members === 1 ? "s" : ""} it
              </label>
            </p>
          ) : (
            <p>No {kind === "store-groups" ? "store is in it" : "account holds it"}. Content that targets it stops naming it.</p>
          )}
          <p>
            <button type="submit">Delete {text.one}</button> <a href={base}>Keep it</a>
          </p>
        </form>
      )}
      {storesIn ? (
        <p>
          <a href={base}>Back to the list</a>
        </p>
      ) : null}
    </section>
  );
}
