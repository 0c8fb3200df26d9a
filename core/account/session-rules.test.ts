import { describe, expect, it } from "vitest";
import type { PublicUser } from "../schemas/auth";
import { FORMS_ROLES, hasRole } from "./session-rules";

const user = (roles: string[]) => ({ roles }) as unknown as PublicUser;

describe("roles", () => {
  it("a user has a role when one of theirs is asked for; nobody has one when signed out", () => {
    expect(hasRole(user(["editor"]), "editor", "administrator")).toBe(true);
    expect(hasRole(user(["shopper"]), "editor")).toBe(false);
    expect(hasRole(null, "shopper")).toBe(false);
    expect(hasRole(user(["forms_admin"]), ...FORMS_ROLES)).toBe(true);
  });
});
