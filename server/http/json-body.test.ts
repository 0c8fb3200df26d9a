import { describe, expect, it } from "vitest";
import { isJsonContentType, sendsBody } from "./json-body";

describe("isJsonContentType", () => {
  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8", " application/json ; foo=bar"])(
    "accepts %j",
    (v) => {
      expect(isJsonContentType(v)).toBe(true);
    },
  );

  it.each([
    undefined,
    "",
    "text/plain",
    "text/plain; charset=utf-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "application/json-patch+json",
    "text/json",
    "application/xml",
  ])("refuses %j", (v) => {
    expect(isJsonContentType(v)).toBe(false);
  });
});

describe("sendsBody", () => {
  it("no length and no transfer encoding, or a zero length, is no body", () => {
    expect(sendsBody(undefined, undefined)).toBe(false);
    expect(sendsBody("0", undefined)).toBe(false);
  });

  it("a length above zero or any transfer encoding is a body", () => {
    expect(sendsBody("1", undefined)).toBe(true);
    expect(sendsBody(undefined, "chunked")).toBe(true);
    expect(sendsBody("0", "chunked")).toBe(true);
  });
});
