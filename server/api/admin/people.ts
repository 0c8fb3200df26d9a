import type { Router } from "../../http/routes";
import { mountAdminStoreRoutes } from "./stores";
import { mountAdminGroupRoutes } from "./groups";
import { mountAdminUserRoutes } from "./users";
import { mountAdminOrderRoutes } from "./orders";

/** The administrator's stores, store groups, user groups, accounts and the stores' orders. */
export function mountPeopleAdminRoutes(r: Router): void {
  mountAdminStoreRoutes(r);
  mountAdminGroupRoutes(r);
  mountAdminUserRoutes(r);
  mountAdminOrderRoutes(r);
}
