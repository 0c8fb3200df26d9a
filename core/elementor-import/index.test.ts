import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_TITLE, ElementorImportError, exportElements, normaliseElementorExport, type NormaliseOptions } from "./index";
import { importErrorOf, sequentialIds } from "./test-helpers";

const normalise = (raw: unknown, options: NormaliseOptions = {}) => normaliseElementorExport(raw, { nextId: sequentialIds(), ...options });
const errorOf = (raw: unknown) => importErrorOf(() => normalise(raw));

const heading = { id: "a1b2c3d", elType: "widget", settings: { title: "Weekly deals" }, elements: [], widgetType: "heading" };

describe("the three export forms", () => {
  it("a template file: title, type, page settings and content", () => {
    const r = normalise({ content: [heading], page_settings: { hide_title: "yes" }, version: "0.4", title: "Weekly Deals", type: "page" });
    expect(r.document).toEqual({ type: "page", title: "Weekly Deals", settings: { hide_title: "yes" }, elements: [heading] });
    expect(r.slug).toBe("weekly-deals");
    expect(r.notes.messages()).toEqual([]);
  });

  it("a template file in an older version's key order, without page settings", () => {
    const r = normalise({ version: "0.4", title: "Bakery", type: "section", content: [heading] });
    expect(r.document).toEqual({ type: "section", title: "Bakery", settings: {}, elements: [heading] });
  });

  it("a kit's document file: settings in place of page_settings", () => {
    const r = normalise({ content: [heading], settings: { template: "elementor_canvas" }, metadata: [] });
    expect(r.document.settings).toEqual({ template: "elementor_canvas" });
  });

  it("a theme template file keeps its display conditions, in the kit manifest's form too, as Elementor's strings", () => {
    const manifest = [
      { type: "include", name: "general", sub_name: "", sub_id: "" },
      { type: "exclude", name: "singular", sub_name: "page", sub_id: 12 },
    ];
    const r = normalise({ content: [heading], title: "Header", type: "header", conditions: manifest });
    expect(r.document.type).toBe("header");
    expect(r.document.settings).toEqual({ conditions: ["include/general", "exclude/singular/page/12"] });
    const own = normalise({ content: [heading], type: "error-404", page_settings: { conditions: ["include/singular/not_found404", 7] } });
    expect(own.document.settings).toEqual({ conditions: ["include/singular/not_found404"] });
    expect(own.notes.messages()).toContain("1 display condition(s) could not be read and were left out.");
  });

  it("a clipboard copy: a page called Imported page, the source site left out", () => {
    const r = normalise({ type: "elementor", siteurl: "https://harvestlane.example/wp-json/", elements: [heading] });
    expect(r.document).toEqual({ type: "page", title: DEFAULT_TITLE, settings: {}, elements: [heading] });
    expect(r.slug).toBe("imported-page");
    expect(r.notes.messages()).toEqual(['The export has no title: the page is called "Imported page".']);
  });

  it("a bare element array", () => {
    const r = normalise([heading]);
    expect(r.document).toEqual({ type: "page", title: DEFAULT_TITLE, settings: {}, elements: [heading] });
  });

  it("anything else is refused, naming the body", () => {
    for (const raw of [
      null,
      3,
      "content",
      true,
      {},
      { elements: [heading] },
      { type: "elementor" },
      { type: "page", title: "x", slug: "x" },
    ]) {
      const err = errorOf(raw);
      expect(err.param, JSON.stringify(raw)).toBe("body");
      expect(err.reason).toMatch(/^must be an Elementor template file/);
    }
  });

  it("an element list that is not a list is refused, named as the form names it", () => {
    expect(errorOf({ content: { 0: heading }, title: "x" }).param).toBe("content");
    expect(errorOf({ content: null }).param).toBe("content");
    expect(errorOf({ type: "elementor", elements: "nope" }).param).toBe("elements");
    expect(errorOf([heading, 3]).param).toBe("body.1");
  });

  it("finds the element list of each form for the size checks, and none in what is not an export", () => {
    expect(exportElements({ content: [heading] })).toEqual({ elements: [heading], param: "content" });
    expect(exportElements({ type: "elementor", elements: [heading] })).toEqual({ elements: [heading], param: "elements" });
    expect(exportElements([heading])).toEqual({ elements: [heading], param: "body" });
    expect(exportElements("x")).toEqual({ elements: undefined, param: "body" });
  });
});

describe("title", () => {
  it("missing, empty or blank: Imported page, said once", () => {
    for (const title of [undefined, null, "", "   "]) {
      const r = normalise({ content: [], title });
      expect(r.document.title).toBe("Imported page");
      expect(r.slug).toBe("imported-page");
      expect(r.notes.messages()).toEqual(['The export has no title: the page is called "Imported page".']);
    }
  });

  it("trimmed, and cut to 200 characters when longer", () => {
    expect(normalise({ content: [], title: "  Deals  " }).document.title).toBe("Deals");
    const r = normalise({ content: [], title: "Fresh ".repeat(50) });
    expect(r.document.title.length).toBeLessThanOrEqual(200);
    expect(r.notes.messages()).toEqual(["The title was cut to its first 200 characters."]);
  });

  it("a title that is not text is refused", () => {
    expect(errorOf({ content: [], title: 42 })).toMatchObject({ param: "title", reason: "must be text" });
  });

  it("suggests the slug, or imported-page when nothing of it is left", () => {
    expect(normalise({ content: [], title: "Crème Brûlée & Co." }).slug).toBe("creme-brulee-co");
    expect(normalise({ content: [], title: "!!!" }).slug).toBe("imported-page");
  });
});

describe("document type", () => {
  it("maps the template type and says so when the name changes", () => {
    const r = normalise({ content: [], title: "x", type: "wp-post" });
    expect(r.document.type).toBe("page");
    expect(r.notes.messages()).toEqual(['Template type "wp-post" was imported as a page.']);
  });

  it("the type asked for wins, without a note", () => {
    const r = normalise({ content: [], title: "x", type: "wp-post" }, { type: "footer" });
    expect(r.document.type).toBe("footer");
    expect(r.notes.messages()).toEqual([]);
    expect(normalise([heading], { type: "popup" }).document.type).toBe("popup");
  });

  it("a type that is not text is refused", () => {
    expect(errorOf({ content: [], title: "x", type: { a: 1 } })).toMatchObject({ param: "type", reason: "must be text" });
  });
});

describe("page settings", () => {
  it("PHP's [] becomes {}, noted", () => {
    const r = normalise({ content: [], page_settings: [], title: "x", type: "page" });
    expect(r.document.settings).toEqual({});
    expect(r.notes.messages()).toEqual(["1 settings object exported by PHP as an empty list [] is now an empty object (page_settings)."]);
  });

  it("a popup's settings keep their triggers, rules and conditions, PHP's [] fixed inside", () => {
    const page_settings = {
      width: { unit: "px", size: 480, sizes: [] },
      entrance_animation: "fadeIn",
      triggers: { page_load: "yes", page_load_delay: 3 },
      timing: [],
      conditions: ["include/general", "exclude/singular/page/42"],
      __globals__: [],
    };
    const r = normalise({ content: [heading], page_settings, title: "Newsletter", type: "popup" });
    expect(r.document.type).toBe("popup");
    expect(r.document.settings).toEqual({ ...page_settings, timing: {}, __globals__: {} });
  });

  it("references to renamed elements in page settings follow too", () => {
    const content = [{ ...heading, id: "undefined-c39d0f9" }];
    const r = normalise({ content, page_settings: { open_selector: ".elementor-element-undefined-c39d0f9" }, title: "x", type: "popup" });
    expect(r.document.elements[0]!.id).toBe("f000001");
    expect(r.document.settings).toEqual({ open_selector: ".elementor-element-f000001" });
  });

  it("page settings that are not an object are refused", () => {
    for (const page_settings of ["x", 3, ["a"], true]) expect(errorOf({ content: [], page_settings }).param).toBe("page_settings");
  });

  it("null page settings are none", () => {
    expect(normalise({ content: [], page_settings: null, title: "x" }).document.settings).toEqual({});
  });
});

describe("warnings", () => {
  it("list every change once, one-off sentences first", () => {
    const raw = {
      content: [
        {
          id: "undefined-c39d0f9",
          elType: "section",
          settings: [],
          isInner: false,
          elements: [
            {
              id: "4A1B2C3D",
              elType: "column",
              settings: { _column_size: 100 },
              isInner: false,
              elements: [{ ...heading, id: "4A1B2C3D" }],
            },
          ],
        },
      ],
      page_settings: [],
      version: "0.4",
      title: "",
      type: "wp-page",
    };
    expect(normalise(raw).notes.messages()).toEqual([
      'The export has no title: the page is called "Imported page".',
      'Template type "wp-page" was imported as a page.',
      "2 settings objects exported by PHP as an empty list [] are now empty objects (settings, page_settings).",
      "Editor-only data was left out: isInner (2).",
      '3 element ids were not 7-8 lowercase letters or digits ("undefined-c39d0f9", "4A1B2C3D") and were replaced with a fresh one.',
    ]);
  });
});

describe("any input", () => {
  /** Element-like values with every part of any JSON type, nested a few levels. */
  const elementish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    el: fc.oneof(
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      {
        weight: 4,
        arbitrary: fc.record(
          {
            id: fc.oneof(
              fc.constantFrom("a1b2c3d", "a1b2c3d", "undefined-c39d0f9", "4A1B2C3D", "", "__proto__"),
              fc.jsonValue({ maxDepth: 1 }),
            ),
            elType: fc.oneof(fc.constantFrom("container", "section", "column", "widget", "e-div-block"), fc.jsonValue({ maxDepth: 1 })),
            widgetType: fc.oneof(fc.constantFrom("heading", "Offcanvas", ""), fc.jsonValue({ maxDepth: 1 })),
            settings: fc.oneof(
              fc.constant([]),
              fc.dictionary(
                fc.constantFrom("title", "__globals__", "selected_element", "custom_css", "link", "__proto__"),
                fc.jsonValue({ maxDepth: 3 }),
              ),
              fc.jsonValue({ maxDepth: 2 }),
            ),
            elements: fc.oneof(
              { weight: 3, arbitrary: fc.array(tie("el"), { maxLength: 3 }) },
              { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
            ),
            isInner: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
      },
    ),
  })).el;

  const exportish = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(elementish, { maxLength: 4 }),
    fc.record(
      {
        content: fc.oneof(fc.array(elementish, { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
        page_settings: fc.jsonValue({ maxDepth: 2 }),
        title: fc.jsonValue({ maxDepth: 1 }),
        type: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: ["content"] },
    ),
    fc.record({
      type: fc.constant("elementor"),
      elements: fc.oneof(fc.array(elementish, { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
    }),
  );

  it("is a document with valid, unique ids, or an error naming what is wrong; never anything else", () => {
    fc.assert(
      fc.property(exportish, (raw) => {
        let result;
        try {
          result = normaliseElementorExport(JSON.parse(JSON.stringify(raw)));
        } catch (err) {
          expect(err).toBeInstanceOf(ElementorImportError);
          expect((err as ElementorImportError).param).toMatch(/^(body|content|elements|page_settings|title|type)(\.|$)/);
          return;
        }
        const ids: string[] = [];
        const visit = (els: { id: string; elType: string; elements: unknown[] }[]) => {
          for (const el of els) {
            ids.push(el.id);
            expect(["container", "section", "column", "widget"]).toContain(el.elType);
            visit(el.elements as never);
          }
        };
        visit(result.document.elements as never);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]{7,8}$/);
        expect(new Set(ids).size).toBe(ids.length);
        expect(JSON.stringify(result.document)).not.toMatch(/"(isInner|isLocked|editSettings|defaultEditSettings|htmlCache)":/);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps a __proto__ setting as an ordinary setting", () => {
    const r = normalise(
      JSON.parse(
        '[{"id":"a1b2c3d","elType":"widget","widgetType":"x","settings":{"__proto__":{"polluted":1}},"elements":[],"__proto__":{"y":2}}]',
      ),
    );
    const el = r.document.elements[0]!;
    expect(Object.getPrototypeOf(el.settings)).toBe(Object.prototype);
    expect(JSON.stringify(el.settings)).toBe('{"__proto__":{"polluted":1},"__elementor__":{"__proto__":{"y":2}}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
