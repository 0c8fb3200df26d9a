import { describe, expect, it } from "vitest";
import { countCsvRecords, newCsvCount } from "./csv-records";

const count = (...chunks: string[]) => chunks.reduce(countCsvRecords, newCsvCount()).records;

describe("counting CSV records as they arrive", () => {
  it("counts CRLF and LF line ends", () => {
    expect(count("a,b\r\n1,2\r\n")).toBe(2);
    expect(count("a,b\n1,2\n3,4\n")).toBe(3);
  });

  it("does not count line breaks inside quotes, nor doubled quotes as an end of quotes", () => {
    expect(count('id,message\r\n1,"two\r\nlines"\r\n2,"say ""hi""\nthere"\r\n')).toBe(3);
  });

  it("carries quotes and a CRLF across chunks", () => {
    expect(count('1,"open', '\r\nstill",x\r', "\n2,y\r\n")).toBe(2);
  });
});
