import type { MetaFunction } from "react-router";
import { GroupsScreen } from "../admin/users/groups-screen";
import { loadGroups, saveGroup } from "../admin/users/groups.server";
import type { Route } from "./+types/admin-store-groups";

export const meta: MetaFunction = () => [{ title: "Store groups · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadGroups(request, context, "store-groups");
export const action = ({ request, context }: Route.ActionArgs) => saveGroup(request, context, "store-groups");

export default function AdminStoreGroups() {
  return <GroupsScreen kind="store-groups" />;
}
