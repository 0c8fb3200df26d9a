import type { Router } from "../../http/routes";
import { mountAdminStoreRoutes } from "./stores";
import { mountAdminGroupRoutes } from "./groups";
import { mountAdminUserRoutes } from "./users";

/** The administrator's stores, store groups, user groups and accounts (issue 15, item 2). */
export function mountPeopleAdminRoutes(r: Router): void {
  mountAdminStoreRoutes(r);
  mountAdminGroupRoutes(r);
  mountAdminUserRoutes(r);
}
