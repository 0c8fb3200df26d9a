import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { checkContact, EMAIL_PATTERN } from "./contact-check";
import { contactBody, contactErrors, CONTACT_LIMITS } from "./contact";

/** What the schema (the action's and the REST endpoint's) says of a form: the first message per field. */
const schemaSays = (values: Record<string, unknown>) => {
  const parsed = contactBody.safeParse(values);
  return parsed.success ? {} : contactErrors(parsed.error);
};

const GOOD = { store_id: "1001", name: "Dana Reyes", email: "dana@example.com", message: "Do you carry oat milk?" };

const CASES: Record<keyof typeof GOOD, unknown[]> = {
  store_id: [
    "",
    " ",
    "0",
    "1",
    " 1003 ",
    "01003",
    "abc",
    "12a",
    "-5",
    "1.5",
    "2147483647",
    "2147483648",
    "9999999999",
    "12345678901",
    "  12345678  ",
    "   123456789 ",
    1003,
    0,
    -1,
    1.5,
    2147483648,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    ["1001"],
  ],
  name: [
    "",
    "   ",
    "D",
    " Dana ",
    "a".repeat(CONTACT_LIMITS.name),
    "a".repeat(CONTACT_LIMITS.name + 1),
    ` ${"a".repeat(CONTACT_LIMITS.name)} `,
    "Ann\u0000",
    "lone \ud800",
    `${"a".repeat(CONTACT_LIMITS.name + 1)}\u0000`,
    "  \u0000  ",
    5,
    null,
    undefined,
  ],
  email: [
    "",
    "  ",
    "dana@example",
    "dana@example.com",
    " dana@example.com ",
    "dana@@example.com",
    ".dana@example.com",
    "dana.@example.com",
    "da..na@example.com",
    "dana@example.c",
    "dana@-example.com",
    "o'neil@example.ie",
    "dana+oat@example.co.uk",
    `${"a".repeat(CONTACT_LIMITS.email)}@example.com`,
    "dana @example.com",
    "ünï@example.com",
    "dana@example.com\u0000",
    7,
    null,
    undefined,
  ],
  message: [
    "",
    "   ",
    "Hi",
    "a".repeat(CONTACT_LIMITS.message),
    "a".repeat(CONTACT_LIMITS.message + 1),
    ` ${"a".repeat(CONTACT_LIMITS.message)}\n`,
    "Hi \udc00",
    "\u0000",
    "Fresh peaches 🍑",
    false,
    undefined,
  ],
};

describe("checkContact (the page's check before sending)", () => {
  it("takes the email addresses the schema's z.email() takes: the same pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it("says what the schema says of every field's tricky values, alone and together", () => {
    for (const [field, values] of Object.entries(CASES)) {
      for (const value of values) {
        const form = { ...GOOD, [field]: value };
        expect(checkContact(form), `${field}: ${JSON.stringify(value)}`).toEqual(schemaSays(form));
      }
    }
    const worst = { store_id: "", name: "\u0000", email: "no", message: "" };
    expect(checkContact(worst)).toEqual(schemaSays(worst));
    expect(checkContact({})).toEqual(schemaSays({}));
    expect(checkContact(GOOD)).toEqual({});
  });
});
