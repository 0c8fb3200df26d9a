import { describe, expect, it } from "vitest";
import { createExpiringStorage, createSafeStore, EXPIRATION_KEY, STORAGE_KEY } from "./expiring-storage";
import { fakeBrowser, MemoryStorage } from "./storage-test-support";

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

function setup() {
  const browser = fakeBrowser(T0);
  return { local: browser.local, session: browser.session, clock: browser.clock, storage: browser.stores.storage };
}

describe("createExpiringStorage: the stored format", () => {
  it("keeps every entry in one JSON object under the key elementor", () => {
    const { local, storage } = setup();
    storage.set("pageViews", 3);
    storage.set("popup_12_disable", true);
    expect(STORAGE_KEY).toBe("elementor");
    expect([...local.items.keys()]).toEqual(["elementor"]);
    expect(local.json()).toEqual({ pageViews: 3, popup_12_disable: true, __expiration: {} });
  });

  it("writes an expiry as epoch ms under __expiration", () => {
    const { local, storage } = setup();
    storage.set("popup-7-impressions-count", 1, { lifetimeInSeconds: 86400 });
    expect(local.json()).toEqual({ "popup-7-impressions-count": 1, __expiration: { "popup-7-impressions-count": T0 + 86_400_000 } });
  });

  it("reads what Elementor wrote", () => {
    const { local, storage } = setup();
    local.setItem(
      "elementor",
      JSON.stringify({ pageViews: 9, sessions: 2, __expiration: { "popup-3-impressions-count": T0 + 1 }, "popup-3-impressions-count": 2 }),
    );
    expect(storage.get("pageViews")).toBe(9);
    expect(storage.get("sessions")).toBe(2);
    expect(storage.get("popup-3-impressions-count")).toBe(2);
  });

  it("keeps session entries in sessionStorage's own elementor object", () => {
    const { local, session, storage } = setup();
    storage.set("activeSession", true, { session: true });
    expect(session.json()).toEqual({ activeSession: true, __expiration: {} });
    expect(local.items.size).toBe(0);
    expect(storage.get("activeSession")).toBeUndefined();
    expect(storage.get("activeSession", { session: true })).toBe(true);
  });

  it("keeps values of any JSON shape", () => {
    const { storage } = setup();
    storage.set("a", { nested: [1, "two"] });
    expect(storage.get("a")).toEqual({ nested: [1, "two"] });
  });
});

describe("createExpiringStorage: expiry", () => {
  it("keeps an entry up to its expiry instant and removes it one millisecond later", () => {
    const { local, clock, storage } = setup();
    storage.set("k", 1, { lifetimeInSeconds: 60 });
    clock.advance(60_000);
    expect(storage.get("k")).toBe(1);
    clock.advance(1);
    expect(storage.get("k")).toBeUndefined();
    expect(local.json()).toEqual({ __expiration: {} });
  });

  it("removes every expired entry on any read, and keeps the others", () => {
    const { local, clock, storage } = setup();
    storage.set("short", 1, { lifetimeInSeconds: 1 });
    storage.set("long", 2, { lifetimeInSeconds: 100 });
    storage.set("forever", 3);
    clock.advance(2000);
    expect(storage.get("forever")).toBe(3);
    expect(local.json()).toEqual({ long: 2, forever: 3, __expiration: { long: T0 + 100_000 } });
  });

  it("keeps an entry's first expiry when it is written again without a lifetime", () => {
    const { clock, storage } = setup();
    storage.set("count", 1, { lifetimeInSeconds: 10 });
    clock.advance(9000);
    storage.set("count", 2);
    clock.advance(1001);
    expect(storage.get("count")).toBeUndefined();
  });

  it("moves the expiry when written again with a lifetime", () => {
    const { clock, storage } = setup();
    storage.set("count", 1, { lifetimeInSeconds: 10 });
    clock.advance(9000);
    storage.set("count", 2, { lifetimeInSeconds: 10 });
    clock.advance(9000);
    expect(storage.get("count")).toBe(2);
  });

  it.each([0, -5, NaN, Infinity])("sets no expiry for a lifetime of %d", (lifetime) => {
    const { local, clock, storage } = setup();
    storage.set("k", 1, { lifetimeInSeconds: lifetime });
    clock.advance(10 ** 12);
    expect(storage.get("k")).toBe(1);
    expect(local.json()).toEqual({ k: 1, __expiration: {} });
  });

  it("counts an expiry that is not a number as passed", () => {
    const { local, storage } = setup();
    local.setItem("elementor", JSON.stringify({ a: 1, b: 2, __expiration: { a: "tomorrow", b: null } }));
    expect(storage.get("a")).toBeUndefined();
    expect(storage.get("b")).toBeUndefined();
  });

  it("drops an expiry left behind without its entry", () => {
    const { local, clock, storage } = setup();
    local.setItem("elementor", JSON.stringify({ __expiration: { gone: T0 - 1, later: T0 + 5 } }));
    storage.get("x");
    expect(local.json()).toEqual({ __expiration: { later: T0 + 5 } });
    clock.advance(6);
    storage.get("x");
    expect(local.json()).toEqual({ __expiration: {} });
  });

  it("applies expiry to session entries too", () => {
    const { clock, storage } = setup();
    storage.set("s", 1, { session: true, lifetimeInSeconds: 1 });
    clock.advance(1001);
    expect(storage.get("s", { session: true })).toBeUndefined();
  });
});

describe("createExpiringStorage: remove", () => {
  it("removes the entry and its expiry", () => {
    const { local, storage } = setup();
    storage.set("a", 1, { lifetimeInSeconds: 5 });
    storage.set("b", 2);
    storage.remove("a");
    expect(local.json()).toEqual({ b: 2, __expiration: {} });
    expect(storage.get("a")).toBeUndefined();
  });

  it("writes nothing when there is nothing to remove", () => {
    const { local, storage } = setup();
    storage.remove("a");
    expect(local.items.size).toBe(0);
  });
});

describe("createExpiringStorage: storage that fails", () => {
  it("reads nothing and writes nothing when there is no storage", () => {
    const storage = createExpiringStorage({ local: () => null, session: () => undefined, now: () => T0 });
    storage.set("a", 1);
    storage.remove("a");
    expect(storage.get("a")).toBeUndefined();
    expect(storage.get("a", { session: true })).toBeUndefined();
  });

  it("ignores a storage whose very access throws", () => {
    const storage = createExpiringStorage({
      local: () => {
        throw new DOMException("denied", "SecurityError");
      },
      session: () => {
        throw new DOMException("denied", "SecurityError");
      },
      now: () => T0,
    });
    expect(() => storage.set("a", 1)).not.toThrow();
    expect(() => storage.remove("a", { session: true })).not.toThrow();
    expect(storage.get("a")).toBeUndefined();
  });

  it("reads empty when reads throw, and then writes nothing over what is stored", () => {
    const { local, storage } = setup();
    storage.set("keep", 1);
    local.failReads = true;
    expect(storage.get("keep")).toBeUndefined();
    storage.set("other", 2);
    local.failReads = false;
    expect(local.json()).toEqual({ keep: 1, __expiration: {} });
  });

  it("ignores a full storage: the write is lost, what was stored stays", () => {
    const { local, storage } = setup();
    storage.set("a", 1);
    local.failWrites = true;
    expect(() => storage.set("a", 2)).not.toThrow();
    expect(() => storage.remove("a")).not.toThrow();
    expect(storage.get("a")).toBe(1);
  });

  it("still reads while writes fail, even when an entry has expired", () => {
    const { local, clock, storage } = setup();
    storage.set("a", 1, { lifetimeInSeconds: 1 });
    storage.set("b", 2);
    local.failWrites = true;
    clock.advance(1001);
    expect(storage.get("a")).toBeUndefined();
    expect(storage.get("b")).toBe(2);
  });

  it.each(["{not json", "null", "42", '"text"', "[1,2]", ""])(
    "reads the stored text %j as empty, and the next write replaces it",
    (raw) => {
      const { local, storage } = setup();
      local.setItem("elementor", raw);
      expect(storage.get("pageViews")).toBeUndefined();
      storage.set("pageViews", 1);
      expect(local.json()).toEqual({ pageViews: 1, __expiration: {} });
    },
  );

  it("reads an __expiration that is not an object as none", () => {
    const { local, storage } = setup();
    local.setItem("elementor", JSON.stringify({ a: 1, __expiration: [5] }));
    expect(storage.get("a")).toBe(1);
    storage.set("b", 2);
    expect(local.json()).toEqual({ a: 1, b: 2, __expiration: {} });
  });
});

describe("createExpiringStorage: reserved keys", () => {
  it("never reads or overwrites the expiry table as an entry", () => {
    const { local, storage } = setup();
    storage.set("a", 1, { lifetimeInSeconds: 5 });
    storage.set(EXPIRATION_KEY, "x");
    storage.remove(EXPIRATION_KEY);
    expect(storage.get(EXPIRATION_KEY)).toBeUndefined();
    expect(local.json()).toEqual({ a: 1, __expiration: { a: T0 + 5000 } });
  });

  it("never lets a stored key reach Object.prototype", () => {
    const { local, storage } = setup();
    local.setItem("elementor", '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
    storage.set("__proto__", { polluted: true });
    storage.set("x", 1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(storage.get("__proto__")).toBeUndefined();
    expect(storage.get("x")).toBe(1);
  });
});

describe("createSafeStore", () => {
  it("reads and writes raw strings", () => {
    const session = new MemoryStorage();
    const store = createSafeStore(() => session);
    store.set("popup-1-impressions-count", "2");
    expect(session.getItem("popup-1-impressions-count")).toBe("2");
    expect(store.get("popup-1-impressions-count")).toBe("2");
    store.remove("popup-1-impressions-count");
    expect(store.get("popup-1-impressions-count")).toBeNull();
  });

  it("ignores every failure", () => {
    const session = new MemoryStorage();
    session.setItem("k", "1");
    session.failReads = true;
    session.failWrites = true;
    const store = createSafeStore(() => session);
    expect(store.get("k")).toBeNull();
    expect(() => store.set("k", "2")).not.toThrow();
    expect(() => store.remove("k")).not.toThrow();
    const missing = createSafeStore(() => {
      throw new Error("no storage");
    });
    expect(missing.get("k")).toBeNull();
    expect(() => missing.set("k", "1")).not.toThrow();
  });
});
