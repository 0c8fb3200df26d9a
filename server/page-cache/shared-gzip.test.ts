import { describe, expect, it } from "vitest";
import { crc32, gunzipSync } from "node:zlib";
import { gzipFilled, visitorGzipTemplate } from "./shared-gzip";
import { joinFilled, type Hole, type SharedEntry } from "./shared-template";
import { crc32ShiftOp, deflatePieces } from "./gzip-splice";
import { fillTemplate as fillNonce, releaseTemplate } from "./nonce-template";

/** A page cut at its holes as a shared entry holds it: a CSP nonce twice, the header row and the REST nonce. */
const pieces = [
  '<html><head><script nonce="',
  '">x</script></head><body>',
  '<input value="',
  `"/>${"<p>shelf</p>".repeat(500)}<i nonce="`,
  '"></i></body></html>',
].map((p) => Buffer.from(p));
const entry = {
  pieces,
  holes: ["csp", "header", "nonce", "csp"],
  deflated: deflatePieces(pieces),
  crcs: pieces.map((p) => crc32(p)),
  ops: pieces.map((p) => crc32ShiftOp(p.length)),
} as unknown as SharedEntry;
const header = '<div class="site-header__inner">Cart 2</div>';
const fills: Record<Hole, Buffer> = {
  csp: Buffer.from("A".repeat(24)),
  nonce: Buffer.from("visitor-rest-nonce"),
  name: Buffer.alloc(0),
  plainName: Buffer.alloc(0),
  header: Buffer.from(header),
};

describe("a shared page spliced as gzip for one visitor", () => {
  it("gunzips to the page joined with the visitor's values, the same again once the header row is kept deflated", () => {
    for (let i = 0; i < 2; i++) expect(gunzipSync(gzipFilled(entry, fills, header)).toString()).toBe(joinFilled(entry, fills).toString());
  });
});

describe("a visitor's page as a gzip template (answers before the app)", () => {
  it("gunzips, for any CSP nonce written into it, to the page joined with that nonce", () => {
    const form = visitorGzipTemplate(entry, fills, header);
    for (const nonce of ["Vw9ErGaw5PMqRqReVmo68w==", "z3Ryun4b7aDrVaqQPoV7Tw=="]) {
      const body = fillNonce(form, nonce, true)!;
      expect(gunzipSync(body).toString()).toBe(joinFilled(entry, { ...fills, csp: Buffer.from(nonce) }).toString());
      releaseTemplate(form, body);
    }
    // The page's many repeats are compressed, not stored.
    expect(form.bytes.length).toBeLessThan(joinFilled(entry, fills).length / 4);
  });
});
