import { describe, expect, it } from "vitest";
import { z } from "zod";
import { controlsOfSchema, labelOf } from "./schema-controls";

// The shapes of app/builder/widgets/setting-fields.ts: a switcher, a number, a slider.
const switcher = (on: boolean) =>
  z
    .unknown()
    .transform((v) => (v === "yes" ? true : v === "" ? false : on))
    .catch(on);
const numberSetting = (fallback: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === "number" ? v : fallback))
    .catch(fallback);
const sliderNumber = (fallback: number) =>
  z
    .unknown()
    .transform((v) => {
      const raw = v && typeof v === "object" ? (v as { size?: unknown }).size : v;
      return typeof raw === "number" ? raw : fallback;
    })
    .catch(fallback);

describe("controls generated from a widget's settings schema", () => {
  const schema = z.object({
    title: z.string().catch("Hello"),
    description_text: z.string().catch(""),
    header_size: z.enum(["h1", "h2", ""]).catch("h2"),
    show: switcher(true),
    count: numberSetting(3),
    width: sliderNumber(50),
    text_color: z.string().catch(""),
    link: z.object({ url: z.string().catch(""), is_external: switcher(false) }).catch({ url: "", is_external: false }),
    items: z.array(z.object({ label: z.string().catch("") })).catch([]),
    opaque: z.unknown().catch(null),
  });
  const controls = controlsOfSchema(schema);
  const kind = (key: string, sub?: string) => controls.find((c) => c.key === key && c.sub === sub)?.kind;

  it("gives each shape its control", () => {
    expect(kind("title")).toBe("text");
    expect(kind("description_text")).toBe("textarea");
    expect(kind("header_size")).toBe("select");
    expect(kind("show")).toBe("switch");
    expect(kind("count")).toBe("number");
    expect(kind("width")).toBe("slider");
    expect(kind("text_color")).toBe("colour");
    expect(kind("link", "url")).toBe("text");
    expect(kind("link", "is_external")).toBe("switch");
    expect(kind("items")).toBe("repeater");
    expect(controls.find((c) => c.key === "items")?.fields?.map((f) => f.key)).toEqual(["label"]);
    expect(controls.some((c) => c.key === "opaque")).toBe(false);
  });

  it("lists a select's options with Elementor's empty value as Default", () => {
    expect(controls.find((c) => c.key === "header_size")?.options).toEqual([
      { value: "h1", label: "H1" },
      { value: "h2", label: "H2" },
      { value: "", label: "Default" },
    ]);
  });

  it("labels a key as a person reads it", () => {
    expect(labelOf("header_size")).toBe("Header size");
    expect(labelOf("_element_id")).toBe("Element id");
  });
});
