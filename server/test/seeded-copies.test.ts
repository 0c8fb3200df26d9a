import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { SEEDED_DATA_DIR_ENV, type SeededRun } from "../../scripts/lib/seeded-data-dir";
import { seededDataDir } from "./seeded-copies";

describe("seededDataDir", () => {
  let root: string;
  let seeded: string;
  const before = process.env[SEEDED_DATA_DIR_ENV];

  const writeRun = (day: string) => {
    const run: SeededRun = { dataDir: seeded, day };
    writeFileSync(`${seeded}.json`, JSON.stringify(run));
    process.env[SEEDED_DATA_DIR_ENV] = seeded;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "aisle-seeded-copies-"));
    seeded = join(root, "seeded");
    mkdirSync(join(seeded, "pglite", "base"), { recursive: true });
    writeFileSync(join(seeded, "pglite", "base", "1"), "seeded rows");
  });

  afterEach(() => {
    if (before === undefined) delete process.env[SEEDED_DATA_DIR_ENV];
    else process.env[SEEDED_DATA_DIR_ENV] = before;
    rmSync(root, { recursive: true, force: true });
  });

  test("copies the run's seeded directory over whatever the target held, and the copy is independent", () => {
    writeRun(new Date().toISOString().slice(0, 10));
    const dir = join(root, "server", "data");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "aisle.lock"), "12345");

    expect(seededDataDir(dir)).toBe(dir);
    expect(readFileSync(join(dir, "pglite", "base", "1"), "utf8")).toBe("seeded rows");
    expect(existsSync(join(dir, "aisle.lock"))).toBe(false);

    writeFileSync(join(dir, "pglite", "base", "1"), "changed by the server");
    expect(readFileSync(join(seeded, "pglite", "base", "1"), "utf8")).toBe("seeded rows");
  });

  test("leaves the directory empty (the server seeds at start) without a run, or when the seed is from another day", () => {
    const dir = join(root, "data");
    delete process.env[SEEDED_DATA_DIR_ENV];
    mkdirSync(dir);
    seededDataDir(dir);
    expect(existsSync(dir)).toBe(false);

    writeRun("2000-01-01");
    seededDataDir(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
