import { describe, expect, it } from "vitest";
import { fetchWithProgress } from "./fetch-with-progress";

const answer = (body: BodyInit, init: ResponseInit) => (async () => new Response(body, init)) as unknown as typeof fetch;

describe("fetchWithProgress", () => {
  it("tells the bytes received of the total the answer gives, and returns them whole", async () => {
    const seen: Array<[number, number | null]> = [];
    const bytes = new Uint8Array(5000).fill(7);
    const blob = await fetchWithProgress(
      "/x",
      (r, t) => seen.push([r, t]),
      answer(bytes, { headers: { "content-length": "5000", "content-type": "application/zip" } }),
    );
    expect(blob.size).toBe(5000);
    expect(blob.type).toBe("application/zip");
    expect(seen[0]).toEqual([0, 5000]);
    expect(seen.at(-1)).toEqual([5000, 5000]);
  });

  it("throws the server's plain-text reason, or its status", async () => {
    await expect(
      fetchWithProgress(
        "/x",
        () => {},
        answer("name must be lowercase letters\n", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } }),
      ),
    ).rejects.toThrow("name must be lowercase letters");
    await expect(
      fetchWithProgress("/x", () => {}, answer("<html>", { status: 500, headers: { "content-type": "text/html" } })),
    ).rejects.toThrow("The server answered 500.");
  });
});
