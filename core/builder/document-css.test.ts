import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS, normaliseBreakpoints, type Breakpoints } from "./breakpoints";
import { documentCss, type CssElement } from "./document-css";
import { typography } from "./style-helpers";

const ALL = normaliseBreakpoints(Object.fromEntries(Object.entries(DEFAULT_BREAKPOINTS).map(([k, v]) => [k, { ...v, active: true }])));

const el = (
  id: string,
  elType: string,
  settings: Record<string, unknown> = {},
  elements: CssElement[] = [],
  widgetType?: string,
): CssElement => ({ id, elType, settings, elements, ...(widgetType ? { widgetType } : {}) });
const sel = (id: string, sub = "") => `.elementor-7 .elementor-element.elementor-element-${id}${sub}`;

/** The sheet as { media: { selector: { property: value } } }, "" for rules outside a media query. */
function parse(css: string): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  const rules = (body: string, media: string) => {
    for (const m of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const decls = Object.fromEntries(m[2]!.split(";").map((d) => [d.slice(0, d.indexOf(":")), d.slice(d.indexOf(":") + 1)]));
      const bySelector = (out[media] ??= {});
      bySelector[m[1]!] = { ...bySelector[m[1]!], ...decls };
    }
  };
  let rest = css;
  for (const m of css.matchAll(/@media ([^{]+)\{((?:[^{}]*\{[^{}]*\})*)\}/g)) {
    rules(m[2]!, m[1]!);
    rest = rest.replace(m[0], "");
  }
  rules(rest, "");
  return out;
}
const sheet = (elements: CssElement[], bp: Breakpoints = DEFAULT_BREAKPOINTS) => parse(documentCss(7, elements, bp));

const TABLET = "(max-width:1024px)";
const MOBILE = "(max-width:767px)";

describe("documentCss: containers", () => {
  it("puts a boxed container's flex settings on its inner box and its box settings on itself", () => {
    const css = sheet([
      el("c1", "container", {
        flex_direction: "row",
        flex_justify_content: "space-between",
        flex_align_items: "center",
        flex_wrap: "wrap",
        flex_align_content: "flex-start",
        flex_gap: { column: "30", row: "10", unit: "px", isLinked: false },
        boxed_width: { unit: "px", size: 960 },
        min_height: { unit: "vh", size: 50 },
        padding: { unit: "px", top: "20", right: "20", bottom: "20", left: "20", isLinked: true },
        margin: { unit: "px", top: "-10", right: "", bottom: "40", left: "", isLinked: false },
        overflow: "hidden",
      }),
    ]);
    expect(css[""]![sel("c1")]).toEqual({
      "padding-top": "20px",
      "padding-right": "20px",
      "padding-bottom": "20px",
      "padding-left": "20px",
      "margin-top": "-10px",
      "margin-bottom": "40px",
      "min-height": "50vh",
      overflow: "hidden",
    });
    expect(css[""]![sel("c1", " > .e-con-inner")]).toEqual({
      "max-width": "960px",
      "flex-direction": "row",
      "justify-content": "space-between",
      "align-items": "center",
      "flex-wrap": "wrap",
      "align-content": "flex-start",
      gap: "10px 30px",
    });
  });

  it("puts a full-width container's flex settings and width on itself", () => {
    const css = sheet([
      el("c1", "container", {
        content_width: "full",
        flex_direction: "column",
        width: { unit: "%", size: 80 },
        boxed_width: { unit: "px", size: 500 },
      }),
    ]);
    expect(css[""]![sel("c1")]).toEqual({ "flex-direction": "column", width: "80%" });
    expect(css[""]![sel("c1", " > .e-con-inner")]).toBeUndefined();
  });

  it("lays a grid container out with its columns, rows, gaps and flow", () => {
    const css = sheet([
      el("g1", "container", {
        container_type: "grid",
        content_width: "full",
        grid_columns_grid: { unit: "fr", size: 4 },
        grid_columns_grid_mobile: { unit: "fr", size: 1 },
        grid_rows_grid: { unit: "custom", size: "auto 200px" },
        grid_gaps: { column: "16", row: "24", unit: "px" },
        grid_auto_flow: "column",
        grid_justify_items: "center",
        grid_align_items: "end",
        flex_direction: "row",
      }),
    ]);
    expect(css[""]![sel("g1")]).toEqual({
      "grid-template-columns": "repeat(4, 1fr)",
      "grid-template-rows": "auto 200px",
      gap: "24px 16px",
      "grid-auto-flow": "column",
      "justify-items": "center",
      "align-items": "end",
    });
    expect(css[MOBILE]![sel("g1")]).toEqual({ "grid-template-columns": "repeat(1, 1fr)" });
  });

  it("places a nested container in its flex parent", () => {
    const css = sheet([
      el("p1", "container", {}, [
        el("n1", "container", { content_width: "full", _flex_align_self: "center", _flex_size: "grow", _flex_order: "end" }),
      ]),
    ]);
    expect(css[""]![sel("n1")]).toEqual({ "align-self": "center", "flex-grow": "1", "flex-shrink": "0", order: "99999" });
  });

  it.each([
    [{ _flex_order: "start" }, { order: "-99999" }],
    [{ _flex_order: "custom", _flex_order_custom: 3 }, { order: "3" }],
    [{ _flex_order: "custom", _flex_order_custom: 1.5 }, undefined],
    [{ _flex_size: "none" }, { "flex-grow": "0", "flex-shrink": "0" }],
    [{ _flex_size: "shrink" }, { "flex-grow": "0", "flex-shrink": "1" }],
    [{ _flex_size: "custom", _flex_grow: "x", _flex_shrink: -1 }, undefined],
    [{ _element_vertical_align: "flex-start" }, { "align-self": "flex-start" }],
    [{ _flex_align_self: "sideways" }, undefined],
  ])("places a flex item with %j", (settings, expected) => {
    expect(sheet([el("p1", "container", {}, [el("n1", "container", { content_width: "full", ...settings })])])[""]?.[sel("n1")]).toEqual(
      expected,
    );
  });

  it("aligns a grid's items and tracks", () => {
    const css = sheet([
      el("g1", "container", {
        container_type: "grid",
        grid_justify_content: "space-between",
        grid_align_content: "center",
        grid_align_items: "stretch",
        grid_justify_items: "start",
      }),
    ]);
    expect(css[""]![sel("g1", " > .e-con-inner")]).toEqual({
      "justify-content": "space-between",
      "align-content": "center",
      "align-items": "stretch",
      "justify-items": "start",
    });
  });

  it("ignores flex settings on a grid and grid settings on a flex container", () => {
    const css = sheet([
      el("g1", "container", { content_width: "full", container_type: "grid", flex_wrap: "wrap", grid_auto_flow: "row" }),
      el("f1", "container", { content_width: "full", grid_auto_flow: "column", flex_wrap: "nowrap" }),
    ]);
    expect(css[""]![sel("g1")]).toEqual({ "grid-auto-flow": "row" });
    expect(css[""]![sel("f1")]).toEqual({ "flex-wrap": "nowrap" });
  });

  it("writes backgrounds: colour, classic image with position, size, repeat and attachment, and gradients", () => {
    const css = sheet([
      el("b1", "container", {
        background_background: "classic",
        background_color: "#f5f0e6",
        background_image: { url: "/images/crate.jpg", id: 12 },
        background_position: "center center",
        background_size: "cover",
        background_repeat: "no-repeat",
        background_attachment: "fixed",
        background_position_mobile: "initial",
        background_xpos_mobile: { unit: "px", size: 10 },
        background_ypos_mobile: { unit: "%", size: 50 },
      }),
      el("b2", "container", {
        background_background: "gradient",
        background_color: "#ffffff",
        background_color_b: "#000000",
        background_gradient_angle: { unit: "deg", size: 90 },
      }),
      el("b3", "container", {
        background_background: "gradient",
        background_gradient_type: "radial",
        background_gradient_position: "top left",
        background_color_stop: { unit: "%", size: 20 },
      }),
      el("b4", "container", { background_color: "#123456" }),
      el("b5", "container", {
        background_background: "classic",
        background_size: "initial",
        background_bg_width: { unit: "%", size: 60 },
        background_image: { url: "/a.png" },
      }),
    ]);
    expect(css[""]![sel("b1")]).toEqual({
      "background-color": "#f5f0e6",
      "background-image": 'url("/images/crate.jpg")',
      "background-position": "center center",
      "background-size": "cover",
      "background-repeat": "no-repeat",
      "background-attachment": "fixed",
    });
    expect(css[MOBILE]![sel("b1")]).toEqual({ "background-position": "10px 50%" });
    expect(css[""]![sel("b2")]).toEqual({ "background-image": "linear-gradient(90deg, #ffffff 0%, #000000 100%)" });
    expect(css[""]![sel("b3")]).toEqual({ "background-image": "radial-gradient(at top left, transparent 20%, #f2295b 100%)" });
    expect(css[""]?.[sel("b4")]).toBeUndefined();
    expect(css[""]![sel("b5")]).toEqual({ "background-image": 'url("/a.png")', "background-size": "60%" });
  });

  it("writes borders and radius only with a border style for the border", () => {
    const css = sheet([
      el("r1", "container", {
        border_border: "dashed",
        border_width: { unit: "px", top: "2", right: "2", bottom: "2", left: "2" },
        border_color: "#333",
        border_radius: { unit: "px", top: "8", right: "0", bottom: "8", left: "0" },
      }),
      el("r2", "container", { border_width: { unit: "px", top: "2" }, border_color: "#333" }),
    ]);
    expect(css[""]![sel("r1")]).toEqual({
      "border-style": "dashed",
      "border-top-width": "2px",
      "border-right-width": "2px",
      "border-bottom-width": "2px",
      "border-left-width": "2px",
      "border-color": "#333",
      "border-top-left-radius": "8px",
      "border-top-right-radius": "0",
      "border-bottom-right-radius": "8px",
      "border-bottom-left-radius": "0",
    });
    expect(css[""]?.[sel("r2")]).toBeUndefined();
  });
});

describe("documentCss: responsive values", () => {
  const all = (key: string, values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([suffix, size]) => [`${key}${suffix}`, { unit: "px", size }]));

  it("writes each active device's own value in its media query, widest first", () => {
    const settings = {
      content_width: "full",
      ...all("min_height", {
        "": "100",
        _widescreen: "200",
        _laptop: "90",
        _tablet_extra: "80",
        _tablet: "70",
        _mobile_extra: "60",
        _mobile: "50",
      }),
    };
    const css = documentCss(7, [el("d1", "container", settings)], ALL);
    const order = [
      "min-height:100px",
      "(min-width:2400px)",
      "min-height:200px",
      "(max-width:1366px)",
      "min-height:90px",
      "(max-width:1200px)",
      "min-height:80px",
      "(max-width:1024px)",
      "min-height:70px",
      "(max-width:880px)",
      "min-height:60px",
      "(max-width:767px)",
      "min-height:50px",
    ];
    let at = -1;
    for (const piece of order) {
      const next = css.indexOf(piece, at + 1);
      expect(next, piece).toBeGreaterThan(at);
      at = next;
    }
  });

  it("leaves out a device whose value equals the one it inherits", () => {
    const css = sheet([
      el("d1", "container", {
        content_width: "full",
        min_height: { unit: "px", size: 100 },
        min_height_tablet: { unit: "px", size: 100 },
        min_height_mobile: { unit: "px", size: 40 },
      }),
    ]);
    expect(css[TABLET]).toBeUndefined();
    expect(css[MOBILE]![sel("d1")]).toEqual({ "min-height": "40px" });
  });

  it("lets a device without a value inherit through the cascade", () => {
    const css = sheet([el("d1", "container", { content_width: "full", flex_direction: "row", flex_direction_tablet: "column" })]);
    expect(css[""]![sel("d1")]).toEqual({ "flex-direction": "row" });
    expect(css[TABLET]![sel("d1")]).toEqual({ "flex-direction": "column" });
    expect(css[MOBILE]).toBeUndefined();
  });

  it("ignores the values of devices that are not active", () => {
    const css = sheet([
      el("d1", "container", {
        content_width: "full",
        flex_direction: "row",
        flex_direction_laptop: "column",
        flex_direction_widescreen: "column",
      }),
    ]);
    expect(Object.keys(css)).toEqual([""]);
  });
});

describe("documentCss: sections and columns", () => {
  it("writes a boxed section's content width, minimum height, column and content position", () => {
    const css = sheet([
      el("s1", "section", {
        layout: "boxed",
        content_width: { unit: "px", size: 1000 },
        content_width_mobile: { unit: "%", size: 90 },
        height: "min-height",
        custom_height: { unit: "px", size: 400 },
        column_position: "bottom",
        content_position: "middle",
        padding: { unit: "px", top: "30", right: "0", bottom: "30", left: "0" },
      }),
    ]);
    expect(css[""]![sel("s1")]).toEqual({ "padding-top": "30px", "padding-right": "0", "padding-bottom": "30px", "padding-left": "0" });
    expect(css[""]![sel("s1", " > .elementor-container")]).toEqual({
      "max-width": "1000px",
      "min-height": "400px",
      "align-items": "flex-end",
    });
    expect(css[""]![sel("s1", " > .elementor-container > .elementor-column > .elementor-widget-wrap")]).toEqual({
      "align-content": "center",
      "align-items": "center",
    });
    expect(css[MOBILE]![sel("s1", " > .elementor-container")]).toEqual({ "max-width": "90%" });
  });

  it("uses a full height, ignores the content width of a full-width section and the column position of a default height", () => {
    const css = sheet([
      el("s1", "section", {
        layout: "full_width",
        content_width: { unit: "px", size: 1000 },
        height: "full",
        column_position: "stretch",
        overflow: "hidden",
      }),
      el("s2", "section", { column_position: "top" }),
    ]);
    expect(css[""]![sel("s1", " > .elementor-container")]).toEqual({ "min-height": "100vh", "align-items": "stretch" });
    expect(css[""]![sel("s1")]).toEqual({ overflow: "hidden" });
    expect(css[""]?.[sel("s2", " > .elementor-container")]).toBeUndefined();
  });

  it("pads columns with a custom gap", () => {
    const css = sheet([
      el("s1", "section", {
        gap: "custom",
        gap_columns_custom: { unit: "px", size: 25 },
        gap_columns_custom_mobile: { unit: "px", size: 5 },
      }),
    ]);
    expect(css[""]![sel("s1", " > .elementor-container > .elementor-column > .elementor-widget-wrap")]).toEqual({ padding: "25px" });
    expect(css[MOBILE]![sel("s1", " > .elementor-container > .elementor-column > .elementor-widget-wrap")]).toEqual({ padding: "5px" });
  });

  it("sizes columns side by side from the mobile breakpoint up and stacks them on mobile", () => {
    const css = sheet([
      el("s1", "section", {}, [
        el("c1", "column", { _column_size: 50, _inline_size: 37.5, _inline_size_tablet: 50 }),
        el("c2", "column", { _column_size: 50, _inline_size: null, _inline_size_mobile: 50 }),
      ]),
    ]);
    expect(css["(min-width:768px)"]).toEqual({ [sel("c1")]: { width: "37.5%" }, [sel("c2")]: { width: "50%" } });
    expect(css["(min-width:768px) and (max-width:1024px)"]).toEqual({ [sel("c1")]: { width: "50%" } });
    expect(css[MOBILE]).toEqual({ ".elementor-7 .elementor-column": { width: "100%" }, [sel("c2")]: { width: "50%" } });
    expect(css[TABLET]).toEqual({ ".elementor-7 .elementor-section > .elementor-container": { "flex-wrap": "wrap" } });
    const stackFirst = documentCss(
      7,
      [el("s1", "section", {}, [el("c2", "column", { _column_size: 50, _inline_size_mobile: 50 })])],
      DEFAULT_BREAKPOINTS,
    );
    expect(stackFirst.indexOf(".elementor-7 .elementor-column{width:100%}")).toBeLessThan(
      stackFirst.indexOf(`${sel("c2")}{width:50%}`, stackFirst.indexOf("(max-width:767px)")),
    );
  });

  it("styles a column's widget wrap: box settings, vertical and horizontal alignment, widget spacing", () => {
    const css = sheet([
      el("c1", "column", {
        background_background: "classic",
        background_color: "#eee",
        padding: { unit: "px", top: "5", right: "5", bottom: "5", left: "5" },
        content_position: "bottom",
        align: "center",
        space_between_widgets: { unit: "px", size: 12 },
      }),
    ]);
    expect(css[""]![sel("c1", " > .elementor-widget-wrap")]).toEqual({
      "background-color": "#eee",
      "padding-top": "5px",
      "padding-right": "5px",
      "padding-bottom": "5px",
      "padding-left": "5px",
      "align-content": "flex-end",
      "align-items": "flex-end",
      "justify-content": "center",
    });
    expect(css[""]![sel("c1", " > .elementor-widget-wrap > .elementor-widget:not(:last-child)")]).toEqual({ "margin-bottom": "12px" });
  });
});

describe("documentCss: widgets", () => {
  it("writes every widget's advanced tab: margin, padding, background, border, width and flex place", () => {
    const css = sheet([
      el(
        "w1",
        "widget",
        {
          _margin: { unit: "px", top: "0", right: "0", bottom: "24", left: "0" },
          _padding: { unit: "em", top: "1", right: "1", bottom: "1", left: "1" },
          _background_background: "classic",
          _background_color: "#fafafa",
          _border_border: "solid",
          _border_width: { unit: "px", top: "1", right: "1", bottom: "1", left: "1" },
          _border_color: "#ccc",
          _border_radius: { unit: "%", top: "50", right: "50", bottom: "50", left: "50" },
          _z_index: 3,
          _element_width: "initial",
          _element_custom_width: { unit: "%", size: 30 },
          _element_width_mobile: "inherit",
          _flex_align_self: "flex-end",
          _flex_size: "custom",
          _flex_grow: 2,
          _flex_shrink: "0",
        },
        [],
        "heading",
      ),
    ]);
    expect(css[""]![sel("w1")]).toMatchObject({
      "margin-bottom": "24px",
      "padding-left": "1em",
      "background-color": "#fafafa",
      "border-style": "solid",
      "border-top-width": "1px",
      "border-color": "#ccc",
      "border-top-left-radius": "50%",
      "z-index": "3",
      width: "30%",
      "max-width": "30%",
      "align-self": "flex-end",
      "flex-grow": "2",
      "flex-shrink": "0",
    });
    expect(css[MOBILE]![sel("w1")]).toEqual({ width: "100%", "max-width": "100%" });
  });

  it.each([
    ["auto", { width: "auto", "max-width": "none" }],
    ["inherit", { width: "100%", "max-width": "100%" }],
    ["", undefined],
  ])("sizes an element width of %j", (value, expected) => {
    expect(sheet([el("w1", "widget", { _element_width: value }, [], "heading")])[""]?.[sel("w1")]).toEqual(expected);
  });

  it("adds a widget's own styles per device", () => {
    const css = documentCss(
      7,
      [
        el(
          "w1",
          "widget",
          {
            typography_typography: "custom",
            typography_font_size: { unit: "px", size: 40 },
            typography_font_size_mobile: { unit: "px", size: 28 },
          },
          [],
          "heading",
        ),
      ],
      DEFAULT_BREAKPOINTS,
      {
        widgetStyles: (type) => (type === "heading" ? (v) => ({ " .elementor-heading-title": typography(v) }) : undefined),
      },
    );
    expect(parse(css)[""]![sel("w1", " .elementor-heading-title")]).toEqual({ "font-size": "40px" });
    expect(parse(css)[MOBILE]![sel("w1", " .elementor-heading-title")]).toEqual({ "font-size": "28px" });
  });

  it("skips a widget style function that throws, and sub-selectors that could escape the rule", () => {
    const css = documentCss(7, [el("w1", "widget", { _z_index: 1 }, [], "boom")], DEFAULT_BREAKPOINTS, {
      widgetStyles: () => (v) => {
        if (v.device === "desktop") throw new Error("boom");
        return { " a, body": { color: "red" }, "{": { color: "red" } };
      },
    });
    expect(css).toBe(`${sel("w1")}{z-index:1}`);
  });
});

describe("documentCss: hiding per device", () => {
  it("hides elements with Elementor's classes in each device's exact range", () => {
    const css = sheet(
      [
        el(
          "h1",
          "widget",
          {
            hide_desktop: "hidden-desktop",
            hide_tablet: "hidden-tablet",
            hide_mobile: "hidden-mobile",
            hide_laptop: "hidden-laptop",
            hide_widescreen: "hidden-widescreen",
          },
          [],
          "heading",
        ),
        el("h2", "container", { hide_tablet_extra: "hidden-tablet_extra", hide_mobile_extra: "hidden-mobile_extra" }),
      ],
      ALL,
    );
    const hide = { display: "none !important" };
    expect(css["(min-width:1367px) and (max-width:2399px)"]![".elementor-7 .elementor-hidden-desktop"]).toEqual(hide);
    expect(css["(min-width:2400px)"]![".elementor-7 .elementor-hidden-widescreen"]).toEqual(hide);
    expect(css["(min-width:1201px) and (max-width:1366px)"]![".elementor-7 .elementor-hidden-laptop"]).toEqual(hide);
    expect(css["(min-width:1025px) and (max-width:1200px)"]![".elementor-7 .elementor-hidden-tablet_extra"]).toEqual(hide);
    expect(css["(min-width:881px) and (max-width:1024px)"]![".elementor-7 .elementor-hidden-tablet"]).toEqual(hide);
    expect(css["(min-width:768px) and (max-width:880px)"]![".elementor-7 .elementor-hidden-mobile_extra"]).toEqual(hide);
    expect(css[MOBILE]![".elementor-7 .elementor-hidden-mobile"]).toEqual(hide);
  });

  it("uses the default ranges and ignores inactive devices and other values", () => {
    const css = sheet([
      el("h1", "widget", { hide_desktop: "hidden-desktop", hide_laptop: "hidden-laptop", hide_tablet: "yes" }, [], "heading"),
    ]);
    expect(css).toEqual({ "(min-width:1025px)": { ".elementor-7 .elementor-hidden-desktop": { display: "none !important" } } });
  });
});

describe("documentCss: safety", () => {
  it("writes nothing for elements whose id could break a selector, but still their children", () => {
    const css = documentCss(
      7,
      [
        el("a b{}", "container", { min_height: { unit: "px", size: 1 } }, [
          el("ok1", "container", { content_width: "full", min_height: { unit: "px", size: 2 } }),
        ]),
      ],
      DEFAULT_BREAKPOINTS,
    );
    expect(css).toBe(`${sel("ok1")}{min-height:2px}`);
  });

  it("never throws on garbage settings and never lets a value end a rule", () => {
    const junk = [null, [], "x", 1, { size: "1;}" }, { unit: "px", top: "1;}" }, { url: "javascript:alert(1)" }, { column: "}", row: "{" }];
    const keys = [
      "padding",
      "margin",
      "flex_gap",
      "grid_gaps",
      "min_height",
      "width",
      "boxed_width",
      "background_image",
      "background_color",
      "border_width",
      "border_radius",
      "grid_columns_grid",
      "_element_custom_width",
      "flex_direction",
      "_inline_size",
    ];
    for (const value of junk) {
      const settings = Object.fromEntries(
        keys.flatMap((k) => [
          [k, value],
          [`${k}_mobile`, value],
        ]),
      );
      const elements = [
        el("c1", "container", { ...settings, background_background: "classic", border_border: "solid", _element_width: "initial" }),
        el("s1", "section", settings, [el("k1", "column", settings)]),
        { id: "x1", elType: "widget", settings: value, elements: value } as unknown as CssElement,
      ];
      const css = documentCss(7, elements, DEFAULT_BREAKPOINTS);
      expect(css).not.toMatch(/javascript|1;\}|\{\{|\}\}\}/);
    }
    expect(() => documentCss(7, [null, 3, "x"] as unknown as CssElement[], DEFAULT_BREAKPOINTS)).not.toThrow();
  });

  it("is empty for a document without styled settings", () => {
    expect(documentCss(7, [el("c1", "container"), el("w1", "widget", {}, [], "heading")], DEFAULT_BREAKPOINTS)).toBe("");
  });
});
