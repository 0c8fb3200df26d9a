import { describe, expect, it } from "vitest";
import type { ElementNode } from "../documents/document-types";
import { normaliseElements } from "./elements";
import { ImportNotes } from "./notes";
import { importErrorOf, sequentialIds } from "./test-helpers";

function normalise(raw: unknown, nextId = sequentialIds()) {
  const notes = new ImportNotes();
  const { elements } = normaliseElements(raw, "content", notes, nextId);
  return { elements, notes, messages: notes.messages() };
}

const errorOf = (raw: unknown) => importErrorOf(() => normalise(raw));

const widget = (id: unknown, widgetType: string | undefined, settings: unknown = {}, extra: Record<string, unknown> = {}) => ({
  id,
  elType: "widget",
  settings,
  elements: [],
  ...(widgetType === undefined ? {} : { widgetType }),
  ...extra,
});
const box = (id: unknown, elements: unknown[], elType = "container", settings: unknown = {}) => ({ id, elType, settings, elements });

function* all(elements: ElementNode[]): Generator<ElementNode> {
  for (const el of elements) {
    yield el;
    yield* all(el.elements);
  }
}

describe("element ids", () => {
  it("valid, unique ids are kept and nothing is noted", () => {
    const { elements, messages } = normalise([box("a1b2c3d", [widget("a1b2c3e", "heading", { title: "Hi" })])]);
    expect(elements).toEqual([
      {
        id: "a1b2c3d",
        elType: "container",
        settings: {},
        elements: [{ id: "a1b2c3e", elType: "widget", widgetType: "heading", settings: { title: "Hi" }, elements: [] }],
      },
    ]);
    expect(messages).toEqual([]);
  });

  it("missing, null and empty ids get fresh ones", () => {
    const { elements, notes } = normalise([widget(undefined, "heading"), widget(null, "heading"), widget("", "heading")]);
    expect(elements.map((e) => e.id)).toEqual(["f000001", "f000002", "f000003"]);
    expect(notes.count("id-missing")).toBe(3);
  });

  it("ids that are not 7-8 lowercase letters or digits get fresh ones, of every odd kind", () => {
    const odd = ["undefined-c39d0f9", "4A1B2C3D", 1234567, "abc", "abcdefghi", { id: 1 }, true, "a1b2 c3d"];
    const { elements, notes, messages } = normalise(odd.map((id) => widget(id, "spacer")));
    expect(elements.map((e) => e.id)).toEqual(odd.map((_, i) => `f${String(i + 1).padStart(6, "0")}`));
    expect(notes.count("id-invalid")).toBe(odd.length);
    expect(messages).toEqual([
      '8 element ids were not 7-8 lowercase letters or digits ("undefined-c39d0f9", "4A1B2C3D", 1234567 and 5 more) and were replaced with a fresh one.',
    ]);
  });

  it("a repeated id: the first element keeps it, later ones get fresh ones", () => {
    const { elements, notes, messages } = normalise([
      box("a1b2c3d", [widget("a1b2c3d", "heading"), widget("a1b2c3d", "button")]),
      widget("a1b2c3d", "image"),
    ]);
    expect([...all(elements)].map((e) => e.id)).toEqual(["a1b2c3d", "f000001", "f000002", "f000003"]);
    expect(notes.count("id-duplicate")).toBe(3);
    expect(messages).toEqual(['3 elements repeated ids used earlier in the page ("a1b2c3d") and were given a fresh one.']);
  });

  it("a valid id that appears after an odd one that reads the same is kept", () => {
    // 1234567 (a number) is odd; "1234567" (text) is valid and is the one references mean.
    const { elements } = normalise([
      widget(1234567, "spacer"),
      widget("1234567", "heading", { title: "x" }),
      widget("aaaaaaa", "html", { css: ".elementor-element-1234567 {}" }),
    ]);
    expect(elements.map((e) => e.id)).toEqual(["f000001", "1234567", "aaaaaaa"]);
    expect(elements[2]!.settings).toEqual({ css: ".elementor-element-1234567 {}" });
  });

  it("fresh ids never take an id kept anywhere in the tree, even one further down", () => {
    const proposals = ["b000002", "b000002", "b000003"];
    const { elements } = normalise([widget("BAD", "spacer"), box("b000001", [widget("b000002", "spacer")])], () => proposals.shift()!);
    expect([...all(elements)].map((e) => e.id)).toEqual(["b000003", "b000001", "b000002"]);
  });

  it("what pointed at a renamed id follows it, wherever it is in the page", () => {
    const { elements, notes } = normalise([
      widget("tax1fil", "taxonomy-filter", { selected_element: "undefined-c39d0f9", taxonomy: "recipe_category" }),
      widget("undefined-c39d0f9", "loop-grid", { template_id: 41 }),
      widget("b1b1b1b", "button", { link: { url: "#elementor-element-undefined-c39d0f9" } }),
    ]);
    expect(elements[1]!.id).toBe("f000001");
    expect(elements[0]!.settings.selected_element).toBe("f000001");
    expect(elements[2]!.settings.link).toEqual({ url: "#elementor-element-f000001" });
    expect(notes.count("reference-followed")).toBe(2);
  });

  it("a renamed odd id that repeats: references follow the first element that had it", () => {
    const { elements } = normalise([
      widget("X-1", "heading"),
      widget("X-1", "heading"),
      widget("c1c1c1c", "html", { css: ".elementor-element-X-1{}" }),
    ]);
    expect(elements.map((e) => e.id)).toEqual(["f000001", "f000002", "c1c1c1c"]);
    expect(elements[2]!.settings.css).toBe(".elementor-element-f000001{}");
  });
});

describe("settings", () => {
  it("PHP's [] becomes {}, missing or null settings become {}, each noted", () => {
    const { elements, notes } = normalise([
      widget("a1b2c3d", "spacer", []),
      { id: "a1b2c3e", elType: "widget", widgetType: "divider", elements: [] },
      widget("a1b2c3f", "divider", null),
    ]);
    expect(elements.map((e) => e.settings)).toEqual([{}, {}, {}]);
    expect(notes.count("php-empty-object")).toBe(1);
    expect(notes.count("settings-missing")).toBe(2);
  });

  it("settings that are not an object are refused, naming the element", () => {
    for (const settings of ["big", 3, ["a"], true]) {
      const err = errorOf([box("a1b2c3d", [widget("a1b2c3e", "heading", settings)])]);
      expect(err.param).toBe("content.0.elements.0.settings");
      expect(err.reason).toBe("must be an object of settings");
    }
  });

  it("third-party settings, responsive values, globals and dynamic tags are kept as they are", () => {
    const settings = {
      title: "Fresh picks",
      title_color: "#1A5E20",
      typography_font_size_tablet: { unit: "px", size: 28, sizes: [] },
      __globals__: { title_color: "globals/colors?id=primary", typography_typography: "globals/typography?id=secondary" },
      __dynamic__: { link: '[elementor-tag id="1a2b3c4" name="popup" settings="%7B%22popup%22%3A%22812%22%7D"]' },
      dce_visibility_selected: "yes",
      _ha_eqh_enable: "yes",
      jet_parallax_layout_list: [],
      ekit_heading_title_color: "#222",
    };
    const { elements, messages } = normalise([widget("a1b2c3d", "heading", settings)]);
    expect(elements[0]!.settings).toEqual(settings);
    expect(messages).toEqual([]);
  });
});

describe("editor data and element kinds", () => {
  it("editor-only flags are left out, and an inner section is still a section inside a column", () => {
    const raw = [
      {
        id: "s000001",
        elType: "section",
        settings: {},
        isInner: false,
        elements: [
          {
            id: "c000001",
            elType: "column",
            settings: { _column_size: 100 },
            isInner: false,
            elements: [
              {
                id: "s000002",
                elType: "section",
                settings: {},
                isInner: true,
                isLocked: false,
                editSettings: { panel: "x" },
                defaultEditSettings: { defaultEditRoute: "content" },
                elements: [],
              },
            ],
          },
        ],
      },
      {
        ...widget("w000001", "heading", { title: "Hi" }),
        htmlCache: '<h2 class="elementor-heading-title">Hi</h2>',
        default: {},
        isInner: false,
      },
    ];
    const { elements, messages } = normalise(raw);
    expect(elements[0]).toEqual({
      id: "s000001",
      elType: "section",
      settings: {},
      elements: [
        {
          id: "c000001",
          elType: "column",
          settings: { _column_size: 100 },
          elements: [{ id: "s000002", elType: "section", settings: {}, elements: [] }],
        },
      ],
    });
    expect(elements[1]).toEqual({ id: "w000001", elType: "widget", widgetType: "heading", settings: { title: "Hi" }, elements: [] });
    expect(messages).toEqual([
      "Editor-only data was left out: isInner (4), isLocked (1), editSettings (1), defaultEditSettings (1), htmlCache (1), default (1).",
    ]);
  });

  it("other element data is kept in the settings under __elementor__, PHP's [] there too", () => {
    const { elements, messages } = normalise([
      {
        ...widget("a1b2c3d", "e-heading", { title: { $$type: "string", value: "Deals" } }),
        styles: [],
        version: "0.0",
        editor_settings: [],
        interactions: [],
      },
    ]);
    expect(elements[0]!.settings).toEqual({
      title: { $$type: "string", value: "Deals" },
      __elementor__: { styles: {}, version: "0.0", editor_settings: {}, interactions: [] },
    });
    expect(messages).toContain(
      "Element data with no place in Aisle's format was kept in the element's settings under __elementor__: styles (1), version (1), editor_settings (1), interactions (1).",
    );
  });

  it("an unknown element kind is kept as a container, with what it holds", () => {
    const { elements, messages } = normalise([
      {
        id: "a1b2c3d",
        elType: "e-div-block",
        settings: { classes: { $$type: "classes", value: [] } },
        styles: {},
        elements: [widget("a1b2c3e", "heading", { title: "Inside" })],
      },
    ]);
    expect(elements[0]).toMatchObject({
      id: "a1b2c3d",
      elType: "container",
      settings: { __elementor__: { elType: "e-div-block", styles: {} } },
    });
    expect(elements[0]!.elements[0]).toMatchObject({ widgetType: "heading", settings: { title: "Inside" } });
    expect(messages).toContain(
      '1 element of an unknown type ("e-div-block") was kept as a container, so what it holds still shows; the original type is under settings.__elementor__.',
    );
  });

  it("an unknown element kind that names a widget type is kept as that widget", () => {
    const { elements } = normalise([{ id: "a1b2c3d", elType: "e-widget", widgetType: "e-paragraph", settings: {}, elements: [] }]);
    expect(elements[0]).toEqual({
      id: "a1b2c3d",
      elType: "widget",
      widgetType: "e-paragraph",
      settings: { __elementor__: { elType: "e-widget" } },
      elements: [],
    });
  });

  it("unknown widget types are kept as they are, settings and all, and every one is named with its count", () => {
    const raw = [
      widget("a1b2c3d", "wp-widget-calendar", { wp: { title: "Store events" } }),
      widget("a1b2c3e", "ucaddon_price_table", { price: "$3.99" }),
      widget("a1b2c3f", "jet-listing-grid", { lisitng_id: "812" }),
      widget("a1b2c40", "shortcode", { shortcode: "[store_hours]" }),
      widget("a1b2c41", "shortcode", { shortcode: "[newsletter]" }),
      widget("a1b2c42", "heading", { title: "Events" }),
    ];
    const { elements, messages } = normalise(raw);
    expect(elements).toEqual(raw);
    expect(messages).toEqual([
      "5 widgets are of types Aisle does not render (wp-widget-calendar (1), ucaddon_price_table (1), jet-listing-grid (1), shortcode (2)): kept as they are, they show nothing to visitors and a labelled placeholder in edit mode.",
    ]);
    expect(normalise([widget("a1b2c3d", "shortcode", {})]).messages).toEqual([
      "1 widget is of a type Aisle does not render (shortcode (1)): kept as it is, it shows nothing to visitors and a labelled placeholder in edit mode.",
    ]);
  });

  it("a widget without a widget type is kept as an unknown widget, and noted", () => {
    const { elements, notes } = normalise([
      widget("a1b2c3d", undefined, { title: "Lost" }),
      widget("a1b2c3e", "", {}),
      widget("a1b2c3f", null as unknown as string),
    ]);
    for (const el of elements) expect(el.widgetType).toBeUndefined();
    expect(elements[0]!.settings).toEqual({ title: "Lost" });
    expect(notes.count("widget-type-missing")).toBe(3);
  });

  it("a widget type Aisle cannot store as a name is kept aside, and noted", () => {
    const { elements, messages } = normalise([
      widget("a1b2c3d", "Offcanvas", { a: 1 }),
      widget("a1b2c3e", "wp-widget-woocommerce widget", {}),
    ]);
    expect(elements[0]).toEqual({
      id: "a1b2c3d",
      elType: "widget",
      settings: { a: 1, __elementor__: { widgetType: "Offcanvas" } },
      elements: [],
    });
    expect(elements[1]!.settings).toEqual({ __elementor__: { widgetType: "wp-widget-woocommerce widget" } });
    expect(messages[0]).toBe(
      '2 widget types are not names Aisle can store ("Offcanvas", "wp-widget-woocommerce widget"): kept as unknown widgets, which show nothing to visitors, with the original type under settings.__elementor__.',
    );
  });

  it("a widget type on a container is kept aside", () => {
    const { elements } = normalise([{ ...box("a1b2c3d", []), widgetType: "heading" }]);
    expect(elements[0]).toEqual({
      id: "a1b2c3d",
      elType: "container",
      settings: { __elementor__: { widgetType: "heading" } },
      elements: [],
    });
  });

  it("nested widgets (tabs, accordions) keep their containers", () => {
    const raw = [
      widget(
        "a1b2c3d",
        "nested-tabs",
        { tabs: [{ _id: "t1", tab_title: "Bakery" }] },
        { elements: [box("a1b2c3e", [widget("a1b2c3f", "heading", { title: "Bread" })])] },
      ),
    ];
    const { elements } = normalise(raw);
    expect(elements[0]!.elements[0]!.elements[0]!.settings).toEqual({ title: "Bread" });
  });
});

describe("what is refused", () => {
  it.each([
    ["an element that is not an object", ["a1b2c3d"], "content.0", "must be an element object ({ id, elType, settings, elements })"],
    ["an element that is null", [null], "content.0", "must be an element object ({ id, elType, settings, elements })"],
    ["an element that is a list", [[]], "content.0", "must be an element object ({ id, elType, settings, elements })"],
    ["a missing elType", [{ id: "a1b2c3d", settings: {} }], "content.0.elType", "is required"],
    ["an elType that is not text", [{ id: "a1b2c3d", elType: 3 }], "content.0.elType", "must be text"],
    [
      "a widgetType that is not text",
      [{ id: "a1b2c3d", elType: "widget", widgetType: ["heading"] }],
      "content.0.widgetType",
      "must be text",
    ],
    ["children that are not a list", [box("a1b2c3d", {} as unknown as unknown[])], "content.0.elements", "must be a list of elements"],
    [
      "a bad child",
      [box("a1b2c3d", [box("a1b2c3e", [5])])],
      "content.0.elements.0.elements.0",
      "must be an element object ({ id, elType, settings, elements })",
    ],
  ])("%s", (_name, raw, param, reason) => {
    const err = errorOf(raw);
    expect(err.param).toBe(param);
    expect(err.reason).toBe(reason);
  });

  it("a list that is not a list", () => {
    expect(errorOf({ a: 1 }).param).toBe("content");
  });

  it("missing or null children are no children", () => {
    const { elements } = normalise([
      { id: "a1b2c3d", elType: "container", settings: {} },
      { id: "a1b2c3e", elType: "container", settings: {}, elements: null },
    ]);
    expect(elements.map((e) => e.elements)).toEqual([[], []]);
  });

  it("elements nested beyond what the walk allows", () => {
    let el: unknown = widget("a1b2c3d", "heading");
    for (let i = 0; i < 120; i++) el = box(undefined, [el]);
    expect(errorOf([el]).reason).toBe("is nested more than 100 levels deep");
  });
});
