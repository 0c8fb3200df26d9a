import { z } from "zod";
import { DEPARTMENT_MENU_SHOWS } from "#core/frame/site-chrome";
import { defineWidget } from "../../widget-types";
import { chromePlace } from "../site-chrome";

export const departmentMenuSettings = z.object({
  /** The Menu button (below 992 px it opens the off-canvas menu), the menus, or both in this place. */
  shows: z.enum(DEPARTMENT_MENU_SHOWS).catch("both"),
});

/**
 * The header's menus for the selected store: the shop tree around the department menu, the recipe
 * and account trees as mega-menu entries; below 992 px the off-canvas menu (swipe, keyboard).
 * Before the scripts run it is links to the shop and the recipes.
 */
export const aisleDepartmentMenu = defineWidget({
  type: "aisle-department-menu",
  title: "Department Menu",
  settings: departmentMenuSettings,
  Component: ({ settings }) =>
    chromePlace(
      "department-menu",
      settings.shows === "button" ? null : (
        <nav aria-label="Departments" className="aisle-chrome__menu">
          <a href="/shop">Shop</a> <a href="/recipes">Recipes</a>
        </nav>
      ),
      { "data-shows": settings.shows },
    ),
});
