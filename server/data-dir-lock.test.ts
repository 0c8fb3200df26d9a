import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "aisle-lock-"));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("lockDataDir", () => {
  it("writes this process's pid and removes the lock on release", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "aisle.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "aisle.lock"))).toBe(false);
  });

  it("refuses a directory held by a live process, naming it", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "aisle.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "aisle.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "aisle.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
