import { describe, expect, it } from "vitest";
import { contentItemBody } from "#core/schemas/content-items";
import { bodyOfValues, NEW_ITEM_VALUES, valuesOfForm, valuesOfItem } from "./form-values";

describe("the content item form", () => {
  it("turns what was typed into the API's body, dates in UTC", () => {
    const form = new URLSearchParams(
      "kind=cta&slug=home-cta&title=Hi&status=draft&store_group_ids=3&store_group_ids=2&user_group_ids=101&starts_at=2026-12-01T09:30&ends_at=&priority=50&html=%3Cp%3Ex%3C%2Fp%3E&document_id=7",
    );
    const body = bodyOfValues(valuesOfForm(form));
    expect(body).toEqual({
      kind: "cta",
      slug: "home-cta",
      title: "Hi",
      status: "draft",
      priority: 50,
      html: "<p>x</p>",
      document_id: null,
      store_ids: [],
      store_group_ids: [3, 2],
      user_group_ids: [101],
      starts_at: "2026-12-01T09:30:00.000Z",
      ends_at: null,
      display_starts_at: null,
      display_ends_at: null,
    });
    expect(contentItemBody.safeParse(body).success).toBe(true);
  });

  it("passes what cannot be read to the schema, which names the field", () => {
    const body = bodyOfValues({ ...NEW_ITEM_VALUES, title: "x", html: "<p>x</p>", priority: "high", starts_at: "soon" });
    const r = contentItemBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["priority", "starts_at"]));
  });

  it("a home page item sends its document and no html", () => {
    const body = bodyOfValues({
      ...NEW_ITEM_VALUES,
      kind: "homepage",
      slug: "homepage",
      title: "Home",
      html: "<p>left over</p>",
      document_id: "12",
    });
    expect(body).toMatchObject({ html: "", document_id: 12 });
  });

  it("an item comes back into the form as it was saved", () => {
    const values = valuesOfItem({
      id: 1,
      kind: "slider",
      slug: "home-slider",
      title: "S",
      status: "publish",
      store_ids: [1001],
      store_group_ids: [],
      user_group_ids: [101],
      starts_at: "2026-12-01T09:30:00.000Z",
      ends_at: null,
      display_starts_at: null,
      display_ends_at: null,
      priority: 5,
      html: "<p>s</p>",
      document_id: null,
      created_at: "",
      updated_at: "",
    });
    expect(values).toMatchObject({
      store_ids: ["1001"],
      user_group_ids: ["101"],
      starts_at: "2026-12-01T09:30",
      ends_at: "",
      priority: "5",
      document_id: "",
    });
    expect(bodyOfValues(values)).toMatchObject({ starts_at: "2026-12-01T09:30:00.000Z", store_ids: [1001] });
  });
});
