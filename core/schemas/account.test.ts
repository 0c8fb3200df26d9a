import { describe, expect, it } from "vitest";
import { accountAddressForm, fieldErrors, passwordForm, preferencesForm, profileForm } from "./account";

describe("account forms", () => {
  it("trims the name and requires one", () => {
    expect(profileForm.parse({ name: "  Sam " })).toEqual({ name: "Sam" });
    expect(profileForm.safeParse({ name: "  " }).success).toBe(false);
  });

  it("asks for a new password of at least 10 characters", () => {
    const short = passwordForm.safeParse({ current: "x", next: "short" });
    expect(short.success).toBe(false);
    if (!short.success) expect(fieldErrors(short.error)).toEqual({ next: "must be at least 10 characters" });
  });

  it("reads an address as checkout does, with a label", () => {
    expect(accountAddressForm.parse({ line1: "1 Main St", city: "Columbus", state: "oh", postal_code: "43215" })).toEqual({
      label: "",
      line1: "1 Main St",
      line2: "",
      city: "Columbus",
      state: "OH",
      postal_code: "43215",
    });
    const bad = accountAddressForm.safeParse({ line1: "", city: "Columbus", state: "Ohio", postal_code: "1" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(fieldErrors(bad.error)).sort()).toEqual(["line1", "postal_code", "state"]);
  });

  it("reads ticked and unticked checkboxes and an empty store", () => {
    expect(preferencesForm.parse({ store_id: "1001", weekly_ad_email: "on" })).toEqual({
      store_id: 1001,
      weekly_ad_email: true,
      order_texts: false,
    });
    expect(preferencesForm.parse({ store_id: "" })).toEqual({ store_id: null, weekly_ad_email: false, order_texts: false });
    expect(preferencesForm.safeParse({ store_id: "0" }).success).toBe(false);
    expect(preferencesForm.safeParse({}).success).toBe(false);
  });
});
