import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { formRefusal, requireStaff, requireStaffPlain } from "./access.server";
import { isRefusal } from "./refusal";

const as = (roles: string[] | null) =>
  ({ auth: { user: roles && { id: 7, email: "who@aisle.test", name: "Who", roles } } }) as unknown as AppLoadContext;
const request = new Request("http://shop.test/admin/settings?tab=1");
const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("nothing was thrown");
};

describe("requireStaff, the staff screens' one access check", () => {
  it("returns the account that holds one of the roles", () => {
    expect(requireStaff(request, as(["editor"]), STAFF_ROLES.content).email).toBe("who@aisle.test");
    expect(requireStaff(request, as(["administrator"]), STAFF_ROLES.content).id).toBe(7);
  });

  it("sends an anonymous visitor to sign in and back to the screen", () => {
    const answer = thrown(() => requireStaff(request, as(null), STAFF_ROLES.administrator)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/sign-in?return_to=%2Fadmin%2Fsettings");
  });

  it("refuses any other account with 403, saying who may open the screen", () => {
    const answer = thrown(() => requireStaff(request, as(["editor"]), STAFF_ROLES.administrator)) as {
      init: { status: number };
      data: unknown;
    };
    expect(answer.init.status).toBe(403);
    expect(isRefusal(answer.data)).toBe(true);
    expect(answer.data).toEqual({ refused: true, who: "the administrator" });
    expect(() => requireStaff(request, as(["shopper"]), STAFF_ROLES.staff)).toThrow();
  });

  it("downloads answer 401 or 403 as text, or sign in first when the request is given", async () => {
    const anonymous = thrown(() => requireStaffPlain(as(null), STAFF_ROLES.forms)) as Response;
    expect(anonymous.status).toBe(401);
    const editor = thrown(() => requireStaffPlain(as(["editor"]), STAFF_ROLES.forms)) as Response;
    expect(editor.status).toBe(403);
    expect(await editor.text()).toBe("Only the administrator and the forms admin may download this.\n");
    expect((thrown(() => requireStaffPlain(as(null), STAFF_ROLES.forms, request)) as Response).status).toBe(302);
  });

  it("forms are refused in place: 401 signed out, 403 without the role, nothing when allowed", () => {
    expect(formRefusal(as(null), STAFF_ROLES.content)?.status).toBe(401);
    expect(formRefusal(as(["forms_admin"]), STAFF_ROLES.content)).toEqual({
      status: 403,
      message: "Only the administrator and editors may do this. Nothing was changed.",
    });
    expect(formRefusal(as(["editor"]), STAFF_ROLES.content)).toBeNull();
  });
});
