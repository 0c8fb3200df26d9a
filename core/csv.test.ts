import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv";

describe("csv", () => {
  it("quotes fields with commas, quotes or line breaks, doubling quotes", () => {
    expect(csvLine(["plain", 'say "hi"', "a,b", "two\nlines", 3, null, undefined, true])).toBe('plain,"say ""hi""","a,b","two\nlines",3,,,true\r\n');
  });

  it("keeps a spreadsheet from running typed text as a formula", () => {
    expect(csvField("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-2)).toBe("-2");
  });
});
