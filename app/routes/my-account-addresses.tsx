import { Link, useActionData, useLoaderData } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { accountAddressForm, ACCOUNT_LIMITS } from "../../core/schemas/account";
import { FormMessage } from "../account/account-fields";
import { AccountPage } from "../account/account-layout";
import { accountPageAction, accountUser, formDone, formFailed, parseForm } from "../account/account-page.server";
import { ADDRESS_FIELDS, AddressForm, addressTitle, DeleteAddressConfirm } from "../account/address-form";
import type { Route } from "./+types/my-account-addresses";

export const meta = () => [{ title: "Addresses" }, { name: "robots", content: "noindex" }];

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** `/my-account/addresses`: the saved delivery addresses; `?edit=<id>` and `?delete=<id>` open one's form or confirmation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = accountUser(context, accountPath("addresses"));
  const params = new URL(request.url).searchParams;
  return {
    addresses: await context.services.account.addresses(user.id),
    edit: idOf(params.get("edit")),
    remove: idOf(params.get("delete")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(request, context, async ({ form, intent, user }) => {
    const account = context.services.account;
    if (intent === "add" || intent === "edit") {
      const parsed = parseForm(accountAddressForm, form, intent, ADDRESS_FIELDS);
      if (!parsed.ok) return parsed.answer;
      if (intent === "add") {
        await account.addAddress(user.id, parsed.value);
        return formDone(intent, "The address was added.");
      }
      const id = idOf(form.get("id"));
      if (id === null) return formFailed(intent, 404, "No such address.");
      await account.updateAddress(user.id, id, parsed.value);
      return formDone(intent, "The address was saved.");
    }
    if (intent === "delete") {
      const id = idOf(form.get("id"));
      if (id === null) return formFailed(intent, 404, "No such address.");
      await account.deleteAddress(user.id, id);
      return formDone(intent, "The address was deleted.");
    }
    return formFailed(intent, 400, "Use the buttons on this page.");
  });
}

export default function Addresses() {
  const { addresses, edit, remove } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // After a successful change the list is the answer; a refused edit keeps its form open.
  const editing = result?.ok ? null : edit;
  return (
    <AccountPage title="Addresses">
      <p>Delivery addresses you can choose at checkout.</p>
      {result?.form !== "add" ? <FormMessage result={result} /> : null}
      {addresses.length === 0 ? <p>You have no saved addresses yet.</p> : null}
      <ul className="account-addresses">
        {addresses.map((a) => (
          <li key={a.id}>
            {editing === a.id ? (
              <AddressForm address={a} result={result?.form === "edit" ? result : undefined} heading={`Edit ${addressTitle(a)}`} />
            ) : (
              <>
                <p>
                  {a.label ? <strong>{a.label}</strong> : null}
                  {a.label ? <br /> : null}
                  {a.line1}
                  {a.line2 ? `, ${a.line2}` : ""}
                  <br />
                  {a.city}, {a.state} {a.postal_code}
                </p>
                {remove === a.id && !result?.ok ? (
                  <DeleteAddressConfirm address={a} />
                ) : (
                  <p>
                    <Link to={`?edit=${a.id}`} aria-label={`Edit ${addressTitle(a)}`}>
                      Edit
                    </Link>{" "}
                    <Link to={`?delete=${a.id}`} aria-label={`Delete ${addressTitle(a)}`}>
                      Delete
                    </Link>
                  </p>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {addresses.length < ACCOUNT_LIMITS.addresses ? (
        <>
          {result?.form === "add" ? <FormMessage result={result} /> : null}
          <AddressForm
            key={result?.ok ? `added-${addresses.length}` : "new"}
            result={result?.form === "add" ? result : undefined}
            heading="Add an address"
          />
        </>
      ) : (
        <p>You have {ACCOUNT_LIMITS.addresses} addresses, the most you can keep. Delete one to add another.</p>
      )}
    </AccountPage>
  );
}
