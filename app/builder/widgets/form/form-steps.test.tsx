import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkSubmission, DEFAULT_FORM_MESSAGES } from "#core/builder/form/form-fields";
import { decodeFormFlash, encodeFormFlash, flashCookieHeader, flashCookieOf } from "#core/builder/form/form-flash";
import { formFields, formSettings } from "./settings";
import { FormMarkup, type FormState } from "./form-markup";

const fixture = JSON.parse(
  readFileSync(new URL("../../../../server/test/fixtures/elementor/page-form-steps.json", import.meta.url), "utf8"),
) as {
  content: [{ elements: [unknown, { settings: Record<string, unknown> }] }];
};
const stored = fixture.content[0].elements[1].settings;
const settings = formSettings.parse(stored);
const markup = (state?: FormState) =>
  renderToStaticMarkup(
    <FormMarkup settings={settings} fields={formFields(settings)} widgetId="c5e0b03" baseId="form-c5e0b03" state={state} />,
  );

describe("a multi-step form", () => {
  it("draws one group per step, named by its place and label, with its step buttons hidden until scripts run", () => {
    const html = markup();
    expect(html.match(/<fieldset class="e-form__step"/g)).toHaveLength(3);
    expect(html).toContain('<legend class="e-form__step-title">Step 1 of 3: Your event</legend>');
    expect(html).toContain('<legend class="e-form__step-title">Step 3 of 3: The menu</legend>');
    // Each step's own labels, else the form's (Elementor's defaults).
    expect(html).toContain('data-step-go="1">To your details</button>');
    expect(html).toContain('data-step-go="-1">Back to the event</button>');
    expect(html).toContain('data-step-go="1">Next</button>');
    expect(html).toContain('data-step-go="-1">Previous</button>');
    expect(html.match(/e-form__buttons" hidden="">/g)).toHaveLength(3);
    // Without scripts it is one long form: every field is there, and the one submit button.
    expect(html.match(/type="submit"/g)).toHaveLength(1);
    expect(html).toContain('name="form_fields[guests]"');
    expect(html).toContain('name="form_fields[terms]"');
    expect(html).not.toContain("form_fields[step_event]");
  });

  it("takes no value and needs none for its steps", () => {
    const fields = formFields(settings);
    expect(fields.filter((f) => f.type === "step").every((f) => !f.required)).toBe(true);
    const checked = checkSubmission(fields, () => [], DEFAULT_FORM_MESSAGES);
    expect(Object.keys(checked.errors)).toEqual(["guests", "day", "name", "email", "terms"]);
    expect(checked.entries.map((e) => e.id)).not.toContain("step_event");
  });

  it("comes back refused with each field's error beside it, the values given, and the focus on the first refused field", () => {
    const html = markup({
      errors: { guests: "Enter a number from 10 to 200.", email: "Enter an email address, like name@example.com." },
      values: { guests: ["500"], name: ["Sam <Cook>"], email: ["sam@"], menu: ["buffet"], terms: ["on"] },
    });
    expect(html).toMatch(
      /<input id="form-c5e0b03-field-guests"[^>]* aria-invalid="true" aria-describedby="form-c5e0b03-field-guests-error" autofocus=""[^>]*value="500"\/>/,
    );
    expect(html).toContain(
      '<span id="form-c5e0b03-field-guests-error" class="elementor-message elementor-message-danger elementor-help-inline">Enter a number from 10 to 200.</span>',
    );
    expect(html).toMatch(/id="form-c5e0b03-field-email"[^>]*aria-invalid="true"[^>]*value="sam@"/);
    expect(html).not.toMatch(/id="form-c5e0b03-field-email"[^>]*autofocus/);
    expect(html).toContain('value="Sam &lt;Cook&gt;"');
    expect(html).toContain('<option value="buffet" selected="">Buffet</option>');
    expect(html).toMatch(/id="form-c5e0b03-field-terms"[^>]* checked=""/);
    expect(html.match(/autofocus/g)).toHaveLength(1);
  });
});

describe("a refused form's flash", () => {
  const flash = { token: "t-1", widgetId: "c5e0b03", errors: { guests: "Too many." }, values: { guests: ["500"] } };
  it("reads back only for its widget and token", () => {
    const value = encodeFormFlash(flash);
    expect(decodeFormFlash(value, "c5e0b03", "t-1")).toEqual(flash);
    expect(decodeFormFlash(value, "other", "t-1")).toBeNull();
    expect(decodeFormFlash(value, "c5e0b03", "t-2")).toBeNull();
    expect(decodeFormFlash(value, "c5e0b03", null)).toBeNull();
    expect(decodeFormFlash("not-json", "c5e0b03", "t-1")).toBeNull();
  });
  it("leaves the values out rather than grow past a cookie's size, keeping the errors", () => {
    const big = encodeFormFlash({ ...flash, values: { notes: ["x".repeat(5000)] } });
    expect(big.length).toBeLessThan(4000);
    expect(decodeFormFlash(big, "c5e0b03", "t-1")).toEqual({ ...flash, values: {} });
  });
  it("is a short-lived cookie scripts cannot read, found in a Cookie header", () => {
    expect(flashCookieHeader("abc", true)).toBe("aisle-form-flash=abc; Path=/; Max-Age=120; HttpOnly; SameSite=Lax; Secure");
    expect(flashCookieOf("a=1; aisle-form-flash=abc; b=2")).toBe("abc");
    expect(flashCookieOf(null)).toBeUndefined();
  });
});
