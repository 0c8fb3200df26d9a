import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64Json, encodeBase64Json } from "./base64-json";

const utf8b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe("decodeBase64Json", () => {
  const value = { id: "123", title: "Peach >>> ?" };
  const padded = btoa(JSON.stringify(value));

  it("reads standard padded base64", () => {
    expect(padded).toMatch(/[+/].*=$/);
    expect(decodeBase64Json(padded)).toEqual({ value });
  });

  it("reads it without padding, URL-safe, with spaces for +, and with surrounding spaces", () => {
    expect(decodeBase64Json(padded.replace(/=+$/, ""))).toEqual({ value });
    expect(decodeBase64Json(padded.replaceAll("+", "-").replaceAll("/", "_"))).toEqual({ value });
    expect(decodeBase64Json(padded.replaceAll("+", " "))).toEqual({ value });
    expect(decodeBase64Json(` ${padded}\n`)).toEqual({ value });
  });

  it("reads UTF-8 JSON, and Latin-1 JSON when the bytes are not UTF-8", () => {
    expect(decodeBase64Json(utf8b64('{"t":"Crème 🍑"}'))).toEqual({ value: { t: "Crème 🍑" } });
    expect(decodeBase64Json(btoa('{"t":"Crème"}'))).toEqual({ value: { t: "Crème" } });
  });

  it("reads any JSON value, null included", () => {
    expect(decodeBase64Json(btoa("null"))).toEqual({ value: null });
    expect(decodeBase64Json(btoa("[1,2]"))).toEqual({ value: [1, 2] });
  });

  it.each([
    ["not base64", "!!!"],
    ["a length no base64 has", "eyJhIjoxfQx"],
    ["padding in the middle", "ey=JhIjoxfQ"],
    ["a percent escape", "eyJhIjoxfQ%3D%3D"],
    ["not JSON", btoa("id=1")],
    ["broken JSON", btoa('{"a":')],
    ["empty", ""],
  ])("null for %s", (_why, text) => expect(decodeBase64Json(text)).toBeNull());

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (s) => void decodeBase64Json(s)));
  });
});

describe("encodeBase64Json", () => {
  it("writes padded base64 of ASCII JSON, other characters escaped as PHP does", () => {
    expect(encodeBase64Json({ a: 1 })).toBe(btoa('{"a":1}'));
    expect(atob(encodeBase64Json({ t: "Crème 🍑" }))).toBe('{"t":"Cr\\u00e8me \\ud83c\\udf51"}');
    expect(encodeBase64Json(undefined)).toBe(btoa("null"));
  });

  it("round trip: any JSON value reads back as it was", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodeBase64Json(encodeBase64Json(value))).toEqual({ value: JSON.parse(JSON.stringify(value)) });
      }),
    );
  });
});
