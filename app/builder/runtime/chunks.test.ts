import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkLoadError, importedUrl, loadChunk } from "./chunks";

describe("loadChunk", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves with the module when it loads in time", async () => {
    await expect(loadChunk("accordion", () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("fails with a timeout ChunkLoadError after 120000 ms", async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk("accordion", () => new Promise<never>(() => {}), { base: "https://shop.test/assets/registry.js" });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe("ChunkLoadError");
    expect(error.type).toBe("timeout");
    expect(error.message).toBe("Loading chunk accordion failed.\n(timeout: accordion)");
  });

  it("names the address in a timeout when the importer shows it", async () => {
    const hangs = Object.assign(() => new Promise<never>(() => {}), { toString: () => '() => import("./tabs-Ab12.js")' });
    const pending = loadChunk("tabs", hangs, { base: "https://shop.test/assets/registry.js", timeoutMs: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(((await pending) as Error).message).toBe("Loading chunk tabs failed.\n(timeout: https://shop.test/assets/tabs-Ab12.js)");
  });

  it("calls a chunk the server answers 404 missing, with the address the browser named", async () => {
    const probe = vi.fn(async () => 404);
    const error = await loadChunk(
      "accordion",
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://shop.test/assets/accordion-x1.js")),
      { probe },
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(probe).toHaveBeenCalledWith("http://shop.test/assets/accordion-x1.js");
    expect(error.name).toBe("ChunkLoadError");
    expect(error.message).toBe("Loading chunk accordion failed.\n(missing: http://shop.test/assets/accordion-x1.js)");
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("calls any other failure other: a server error, an unreachable address, an error without an address", async () => {
    const fail = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://shop.test/assets/a-1.js"));
    await expect(loadChunk("a", fail, { probe: async () => 500 })).rejects.toThrow(
      "Loading chunk a failed.\n(other: http://shop.test/assets/a-1.js)",
    );
    await expect(loadChunk("a", fail, { probe: async () => null })).rejects.toThrow("(other: http://shop.test/assets/a-1.js)");
    await expect(
      loadChunk("b", () => Promise.reject(new Error("Importing a module script failed.")), { probe: async () => 404 }),
    ).rejects.toThrow("Loading chunk b failed.\n(other: b)");
  });

  it("does not time out once loaded", async () => {
    const loaded = loadChunk("a", () => Promise.resolve("ok"));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
    await expect(loaded).resolves.toBe("ok");
  });
});

describe("importedUrl", () => {
  it("reads the address a bundled importer loads, resolved against its module", () => {
    const bundled = Object.assign(() => Promise.resolve(), { toString: () => '()=>l(()=>import("./x-1.js"),__vite__mapDeps([0]))' });
    expect(importedUrl(bundled, "https://shop.test/assets/r.js")).toBe("https://shop.test/assets/x-1.js");
    const dev = Object.assign(() => Promise.resolve(), { toString: () => '() => __vite_ssr_dynamic_import__("/app/x.ts")' });
    expect(importedUrl(dev, "http://localhost:3000/app/r.ts")).toBe("http://localhost:3000/app/x.ts");
    expect(importedUrl(() => Promise.resolve(1))).toBeUndefined();
  });
});
