import { adminSettings, adminSettingsPatch } from "#core/schemas/settings";
import { parseJson } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { PEOPLE_ROLES } from "./admin-params";

const BASE = "/api/admin/v1/settings";

/** The site settings (administrator only, decision 0033): read, and change any subset of the fields. */
export function mountSettingsRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "Read the site settings (administrator)",
      auth: "administrator",
      responses: { 200: { description: "The settings", schema: adminSettings } },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      return c.json(await c.get("services").settings.get());
    },
  );
  route(
    r,
    {
      method: "put",
      path: BASE,
      tag: "admin",
      summary: "Change site settings (administrator): any subset of the fields, each checked; a refusal changes nothing",
      body: adminSettingsPatch,
      auth: "administrator",
      responses: { 200: { description: "The settings as changed", schema: adminSettings } },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      const patch = await parseJson(c, adminSettingsPatch);
      return c.json(await c.get("services").settings.change(patch, user));
    },
  );
}
