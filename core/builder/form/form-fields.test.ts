import { describe, expect, it } from "vitest";
import { checkSubmission, fieldName, parseOptions, senderOf, submissionText, type FormField } from "./form-fields";
import { formStatusOf, statusMessage } from "./form-status";

const field = (over: Partial<FormField> & Pick<FormField, "id" | "type">): FormField => ({
  label: over.id,
  required: false,
  options: [],
  multiple: false,
  min: null,
  max: null,
  value: "",
  ...over,
});
const messages = { required: "Required.", invalid: "Invalid." };
const posted = (entries: Record<string, string[]>) => (name: string) => entries[name] ?? [];

describe("a form's fields", () => {
  it("read Elementor's options, one a line, label|value or the label alone", () => {
    expect(parseOptions("Bread\nCakes|cakes\n\n  Pies | pies ")).toEqual([
      { label: "Bread", value: "Bread" },
      { label: "Cakes", value: "cakes" },
      { label: "Pies", value: "pies" },
    ]);
  });
  it("are named as Elementor names them, lists with []", () => {
    expect(fieldName(field({ id: "name", type: "text" }))).toBe("form_fields[name]");
    expect(fieldName(field({ id: "days", type: "checkbox" }))).toBe("form_fields[days][]");
  });
});

describe("a submission", () => {
  const fields = [
    field({ id: "name", type: "text", label: "Your name", required: true }),
    field({ id: "email", type: "email", label: "Email", required: true }),
    field({ id: "size", type: "select", label: "Size", options: parseOptions("Small|s\nLarge|l") }),
    field({ id: "qty", type: "number", min: 1, max: 10 }),
    field({ id: "ok", type: "acceptance", label: "Terms", required: true }),
    field({ id: "src", type: "hidden", value: "footer" }),
    field({ id: "note", type: "html" }),
  ];
  it("keeps every field's value, a choice by its label, a hidden field's own value", () => {
    const checked = checkSubmission(
      fields,
      posted({
        "form_fields[name]": [" Ada "],
        "form_fields[email]": ["ada@example.com"],
        "form_fields[size]": ["l"],
        "form_fields[qty]": ["2"],
        "form_fields[ok]": ["on"],
        "form_fields[src]": ["forged"],
      }),
      messages,
    );
    expect(checked.errors).toEqual({});
    expect(checked.entries).toEqual([
      { id: "name", label: "Your name", value: "Ada" },
      { id: "email", label: "Email", value: "ada@example.com" },
      { id: "size", label: "Size", value: "Large" },
      { id: "qty", label: "qty", value: "2" },
      { id: "ok", label: "Terms", value: "Accepted" },
      { id: "src", label: "src", value: "footer" },
    ]);
    expect(senderOf(fields, checked.entries)).toEqual({ name: "Ada", email: "ada@example.com" });
    expect(submissionText("Orders", checked.entries)).toBe(
      "Form: Orders\nYour name: Ada\nEmail: ada@example.com\nSize: Large\nqty: 2\nTerms: Accepted\nsrc: footer",
    );
  });
  it("says which required fields are empty and which values the fields cannot hold", () => {
    const checked = checkSubmission(
      fields,
      posted({ "form_fields[email]": ["not-an-address"], "form_fields[size]": ["xl"], "form_fields[qty]": ["11"] }),
      messages,
    );
    expect(checked.errors).toEqual({
      name: "Required.",
      email: "Enter an email address, like name@example.com.",
      size: "Choose from the options given.",
      qty: "Enter a number from 1 to 10.",
      ok: "Required.",
    });
  });
  it("refuses text the database cannot keep and text past the limit", () => {
    const one = [field({ id: "t", type: "textarea" })];
    expect(checkSubmission(one, posted({ "form_fields[t]": ["a\u0000b"] }), messages).errors).toEqual({
      t: "Use at most 5000 characters, without unusual characters.",
    });
    expect(checkSubmission(one, posted({ "form_fields[t]": ["x".repeat(5001)] }), messages).errors).toEqual({
      t: "Use at most 5000 characters, without unusual characters.",
    });
  });
});

describe("a submission's outcome", () => {
  it("is read from the page's address for its own form only", () => {
    expect(formStatusOf("?aisle-form-ab12=sent", "ab12")).toBe("sent");
    expect(formStatusOf("?aisle-form-ab12=sent", "cd34")).toBeNull();
    expect(formStatusOf("?aisle-form-ab12=<script>", "ab12")).toBeNull();
  });
  it("shows the form's own messages", () => {
    const own = { success: "Thanks!", error: "Oops.", invalid: "Check the form." };
    expect(statusMessage("sent", own)).toBe("Thanks!");
    expect(statusMessage("invalid", own)).toBe("Check the form.");
    expect(statusMessage("error", own)).toBe("Oops.");
    expect(statusMessage("limited", own)).toMatch(/try again in a few minutes/);
  });
});
