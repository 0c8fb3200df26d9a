import { describe, it, expect } from "vitest";
import { versionedCache } from "./versioned-cache";
import type { ContentVersion } from "./content-version";

function fakeVersion() {
  let v = 1;
  const version: ContentVersion = {
    current: () => v,
    bump: async () => ++v,
    refresh: async () => v,
    onChange: () => () => {},
    close: async () => {},
  };
  return version;
}

const down = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));

describe("versionedCache", () => {
  it("loads once per version and key; concurrent misses share one load", async () => {
    const version = fakeVersion();
    const cache = versionedCache<number>(version);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    expect(await cache.get("a", load)).toBe(1);
    await version.bump();
    expect(await cache.get("a", load)).toBe(2);
  });

  it("a failed first load is an error, and is not kept", async () => {
    const cache = versionedCache<number>(fakeVersion());
    await expect(cache.get("a", down)).rejects.toThrow(/ECONNREFUSED/);
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("when a reload fails, the last value loaded is served (the database is down)", async () => {
    const version = fakeVersion();
    const cache = versionedCache<string>(version);
    expect(await cache.get("stores", async () => "v1 stores")).toBe("v1 stores");
    await version.bump();
    expect(await cache.get("stores", down)).toBe("v1 stores");
    // Other keys that never loaded still fail.
    await expect(cache.get("other", down)).rejects.toThrow();
  });

  it("the fallback is not kept: once the database is back the next call loads fresh data", async () => {
    const version = fakeVersion();
    const cache = versionedCache<string>(version);
    await cache.get("k", async () => "old");
    await version.bump();
    expect(await cache.get("k", down)).toBe("old");
    expect(await cache.get("k", down)).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
    expect(await cache.get("k", down)).toBe("new");
  });

  it("bounds both the entries and the remembered values", async () => {
    const version = fakeVersion();
    const cache = versionedCache<number>(version, 3);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i);
    await version.bump();
    // k9 was loaded last, so it is remembered; k0 was dropped when the bound was reached.
    expect(await cache.get("k9", down)).toBe(9);
    await expect(cache.get("k0", down)).rejects.toThrow();
  });
});
