import { describe, expect, it } from "vitest";
import { ACTION_FORM_MESSAGES, readActionForm } from "./action-form.server";

const URL_ = "http://aisle.test/contact";

function post(body: BodyInit | null, contentType?: string, method = "POST") {
  const headers = contentType ? { "content-type": contentType } : undefined;
  return new Request(URL_, { method, body, headers });
}

describe("readActionForm", () => {
  it("reads a url-encoded form and a multipart form of text fields", async () => {
    const a = await readActionForm(
      post("name=Ann&message=Hi+there&message=again", "application/x-www-form-urlencoded; charset=UTF-8"),
      null,
    );
    expect(a.ok).toBe(true);
    expect(a.form.get("name")).toBe("Ann");
    expect(a.form.getAll("message")).toEqual(["Hi there", "again"]);

    const fd = new FormData();
    fd.append("name", "Bo");
    fd.append("store_id", "1001");
    const b = await readActionForm(new Request(URL_, { method: "POST", body: fd }), null);
    expect(b).toMatchObject({ ok: true });
    expect([...b.form]).toEqual([
      ["name", "Bo"],
      ["store_id", "1001"],
    ]);
  });

  it("refuses a body that is not a form with 415: none, JSON, plain text", async () => {
    for (const req of [post(null), post('{"name":"Ann"}', "application/json"), post("name=Ann", "text/plain"), post("name=Ann")]) {
      const r = await readActionForm(req, null);
      expect(r).toEqual({ ok: false, status: 415, message: ACTION_FORM_MESSAGES.unreadable, form: new URLSearchParams() });
    }
  });

  it("refuses a multipart body that cannot be read with 400", async () => {
    for (const [body, type] of [
      ["garbage", "multipart/form-data; boundary=xx"],
      ['--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', "multipart/form-data; boundary=xx"],
      ["a=1", "multipart/form-data"],
    ]) {
      const r = await readActionForm(post(body!, type), null);
      expect(r, body).toMatchObject({ ok: false, status: 400, message: ACTION_FORM_MESSAGES.unreadable });
    }
  });

  it("refuses a file where text is expected, keeping the text fields", async () => {
    const fd = new FormData();
    fd.append("name", "Ann");
    fd.append("message", new File(["hello"], "note.txt", { type: "text/plain" }));
    const r = await readActionForm(new Request(URL_, { method: "POST", body: fd }), null);
    expect(r).toMatchObject({ ok: false, status: 400, message: ACTION_FORM_MESSAGES.file });
    expect([...r.form]).toEqual([["name", "Ann"]]);
    expect(r.form.get("message")).toBeNull();
  });

  it("refuses any method but POST with 405, before reading the body", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const r = await readActionForm(post("name=Ann", "application/x-www-form-urlencoded", method), null);
      expect(r).toMatchObject({ ok: false, status: 405 });
      expect([...r.form]).toEqual([]);
    }
  });
});
