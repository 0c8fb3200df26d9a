import type { MetaFunction } from "react-router";
import { GroupsScreen } from "../admin/users/groups-screen";
import { loadGroups, saveGroup } from "../admin/users/groups.server";
import type { Route } from "./+types/admin-user-groups";

export const meta: MetaFunction = () => [{ title: "User groups · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadGroups(request, context, "user-groups");
export const action = ({ request, context }: Route.ActionArgs) => saveGroup(request, context, "user-groups");

export default function AdminUserGroups() {
  return <GroupsScreen kind="user-groups" />;
}
