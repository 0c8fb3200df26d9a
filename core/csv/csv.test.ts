import { describe, expect, it } from "vitest";
import { countLines, csvField, csvLine, guardCell, parseCsv, toCsv, unguardCell } from "./csv";

describe("CSV", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a byte order mark", () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["x, y", 'say "hi"'],
        ["two\nlines", ""],
      ],
    });
    expect(parseCsv("")).toEqual({ ok: true, rows: [] });
    expect(parseCsv("a,b")).toEqual({ ok: true, rows: [["a", "b"]] });
  });

  it("names the row of a quote never closed, or text after a closing quote", () => {
    expect(parseCsv('a\n"b')).toEqual({ ok: false, row: 2, reason: "has a quote that is never closed" });
    expect(parseCsv('a\n"b"c')).toEqual({ ok: false, row: 2, reason: "has text after a closing quote" });
  });

  it("writes what it reads back unchanged", () => {
    const rows = [
      ["id", "name"],
      ["1", 'A "quoted", name'],
      ["2", " padded "],
      ["3", "multi\r\nline"],
    ];
    const text = toCsv(rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });

  it("guards cells a spreadsheet would run as formulas, and takes the guard off again", () => {
    for (const v of ["=1+1", "+1", "-2", "@SUM(A1)"]) {
      expect(guardCell(v)).toBe(`'${v}`);
      expect(unguardCell(guardCell(v))).toBe(v);
    }
    expect(guardCell("plain")).toBe("plain");
    expect(unguardCell("'quoted")).toBe("'quoted");
  });

  it("counts lines without parsing", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("a")).toBe(1);
    expect(countLines("a\nb\n")).toBe(2);
    expect(countLines("a\r\nb")).toBe(2);
  });

  it("quotes fields with commas, quotes or line breaks, doubling quotes", () => {
    expect(csvLine(["plain", 'say "hi"', "a,b", "two\nlines", 3, null, undefined, true])).toBe(
      'plain,"say ""hi""","a,b","two\nlines",3,,,true\r\n',
    );
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
