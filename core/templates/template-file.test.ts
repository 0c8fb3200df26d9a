import { describe, expect, it } from "vitest";
import { normaliseElementorExport } from "../elementor-import";
import { templateFile, templateFileName } from "./template-file";

const heading = { id: "a1b2c3d4", elType: "widget" as const, widgetType: "heading", settings: { title: "Fresh bread" }, elements: [] };
const box = { id: "e5f6a7b8", elType: "container" as const, settings: {}, elements: [heading] };

describe("templateFile", () => {
  it("writes Elementor's keys in Elementor's order, an empty settings object as PHP's []", () => {
    const file = templateFile({ type: "section", title: "Bakery row", settings: { conditions: [] }, elements: [box] });
    expect(Object.keys(file)).toEqual(["version", "title", "type", "content", "page_settings"]);
    expect(file).toEqual({ version: "0.4", title: "Bakery row", type: "section", content: [box], page_settings: [] });
  });

  it("names a page template as Elementor does and keeps a header's conditions in its settings", () => {
    expect(templateFile({ type: "page-template", title: "Landing", settings: {}, elements: [box] }).type).toBe("page");
    const header = templateFile({ type: "header", title: "Top", settings: { conditions: ["include/general"] }, elements: [box] });
    expect(header.page_settings).toEqual({ conditions: ["include/general"] });
  });

  it("is read back by the import as the same template: type, title, conditions and elements", () => {
    const file = templateFile({ type: "header", title: "Top", settings: { conditions: ["include/general"] }, elements: [box] });
    const { document } = normaliseElementorExport(JSON.parse(JSON.stringify(file)));
    expect(document).toEqual({ type: "header", title: "Top", settings: { conditions: ["include/general"] }, elements: [box] });
  });

  it("names the file as Elementor does", () => {
    expect(templateFileName(42, new Date("2026-11-29T16:00:00Z"))).toBe("elementor-42-2026-11-29.json");
  });
});
