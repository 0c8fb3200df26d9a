import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("works because zod adopts a configuration object already on globalThis.__zod_globalConfig", () => {
    const script = `
      globalThis.__zod_globalConfig = { jitless: true };
      const { config } = await import("zod/v4/core");
      const { z } = await import("zod");
      z.object({ a: z.string() }).parse({ a: "x" });
      process.stdout.write(JSON.stringify({ same: config() === globalThis.__zod_globalConfig, jitless: config().jitless }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: process.cwd(),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(JSON.parse(out)).toEqual({ same: true, jitless: true });
  });
});
