import { describe, expect, it } from "vitest";
import { isStorableText } from "./storable-text";
import { contactBody } from "../schemas/contact";

describe("isStorableText", () => {
  it("refuses NUL and unpaired surrogates, accepts other text including emoji", () => {
    expect(isStorableText("Fresh peaches 🍑, ünïcödé")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("lone \ud800 surrogate")).toBe(false);
  });

  it("is part of the contact form schema, so the page form gets a field message instead of a database error", () => {
    const r = contactBody.safeParse({ store_id: "1001", name: "Ann\u0000", email: "ann@example.com", message: "Hi \udc00" });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(fields).toEqual([
      "name: Remove the unusual characters from this field.",
      "message: Remove the unusual characters from this field.",
    ]);
  });
});
