import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { form, FORM_RESOLVER } from "./form";
import { formFields, formMessages, formSettings } from "./settings";
import { FORM_ACTION, FORM_MARK, FormMarkup, HONEYPOT_FIELD } from "./form-markup";

const el = { id: "f1a2b3c", elType: "widget" as const, widgetType: "form", settings: {}, elements: [] };
const markup = (stored: Record<string, unknown>) => {
  const settings = formSettings.parse(stored);
  return renderToStaticMarkup(<FormMarkup settings={settings} fields={formFields(settings)} widgetId="f1a2b3c" baseId="form-f1a2b3c" />);
};

describe("form settings", () => {
  it("default to Elementor's name, email and message fields and its messages", () => {
    const settings = formSettings.parse({});
    expect(formFields(settings).map((f) => [f.id, f.type, f.required])).toEqual([
      ["name", "text", false],
      ["email", "email", true],
      ["message", "textarea", false],
    ]);
    expect(formMessages(settings).success).toBe("Your submission was successful.");
  });
  it("read a kit's fields, give each a unique id, and keep custom messages only when switched on", () => {
    const settings = formSettings.parse({
      form_fields: [
        { _id: "a1b2c3d", field_type: "tel", field_label: "Phone", required: "true" },
        { custom_id: "x", field_type: "radio", field_options: "Yes\nNo" },
        { custom_id: "x", field_type: "bogus" },
        "junk",
      ],
      success_message: "Thanks!",
    });
    expect(formFields(settings).map((f) => [f.id, f.type, f.required])).toEqual([
      ["field_a1b2c3d", "tel", true],
      ["x", "radio", false],
      ["x_3", "text", false],
    ]);
    expect(formMessages(settings).success).toBe("Your submission was successful.");
    expect(formMessages({ ...settings, custom_messages: true }).success).toBe("Thanks!");
  });
});

describe("form widget", () => {
  it("is a real form posting to the form route, with labelled fields, the honeypot and a status region", () => {
    const html = markup({});
    expect(html).toMatch(/^<form id="form-f1a2b3c-form" class="elementor-form" name="New Form" aria-label="New Form"[^>]* method="post">/);
    expect(html).toContain(`action="${FORM_ACTION}"`);
    expect(html).toContain('<label for="form-f1a2b3c-field-email" class="elementor-field-label">Email</label>');
    expect(html).toContain('type="email"');
    expect(html).toContain('name="form_fields[email]"');
    expect(html).toContain('required=""');
    expect(html).toContain(`<input type="text" tabindex="-1" autoComplete="off" name="${HONEYPOT_FIELD}"/>`);
    expect(html).toContain(`<div class="elementor-form__status" role="status">${FORM_MARK.status}</div>`);
    expect(html).toContain(`value="${FORM_MARK.nonce}"`);
    expect(html).toContain('<span class="elementor-button-text">Send</span>');
  });
  it("groups radio buttons under a legend and takes files as multipart with the contact form's rules", () => {
    const html = markup({
      form_fields: [
        { custom_id: "day", field_type: "radio", field_label: "Pickup day", field_options: "Friday|fri\nSaturday|sat", required: "true" },
        { custom_id: "photo", field_type: "upload", field_label: "Photo" },
      ],
    });
    expect(html).toContain('<legend class="elementor-field-label">Pickup day</legend>');
    expect(html).toContain(
      '<input type="radio" id="form-f1a2b3c-field-day-0" required="" name="form_fields[day]" value="fri"/><label for="form-f1a2b3c-field-day-0">Friday</label>',
    );
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('name="attachments"');
    expect(html).toMatch(/Send up to 3 files of at most 300 KB each/);
  });
  it("escapes labels and options", () => {
    const html = markup({
      form_fields: [{ custom_id: "a", field_label: "<img src=x onerror=alert(1)>", field_type: "select", field_options: "<b>x</b>" }],
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });
  it("is a slot rendered once per version, and leaves no form without fields", () => {
    const slot = form.slot?.(formSettings.parse({}), el);
    expect(slot?.resolver).toBe(FORM_RESOLVER);
    expect(slot?.args.widgetId).toBe("f1a2b3c");
    expect(String(slot?.args.html)).toContain("elementor-form");
    expect(form.slot?.(formSettings.parse({ form_fields: [] }), el)).toBeNull();
  });
});
