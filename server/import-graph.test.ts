import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import graph runs one way and production runs compiled JavaScript (decision 0055): the lint rule
 * that keeps server values out of app/ and app values out of server/, run on small sources as if they
 * stood at the paths given, and the production start commands.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("the import graph runs one way", () => {
  it("app/ may not import a value from server/, by alias or relative path; a type is fine", async () => {
    const value = 'import { createCache } from "#server/cache";\nexport const c = createCache;\n';
    expect(await restricted("app/shop/example.server.ts", value)).toHaveLength(1);
    expect(await restricted("app/shop/example.tsx", value)).toHaveLength(1);
    expect(
      await restricted("app/shop/example.server.ts", 'import { hasRole } from "../../server/services/auth";\nexport const h = hasRole;\n'),
    ).toHaveLength(1);
    expect(
      await restricted(
        "app/shop/example.server.ts",
        'import type { Services } from "#server/services/container";\nexport type S = Services;\n',
      ),
    ).toEqual([]);
  });

  it("server/ may not import a value from app/; a type is fine, and tests may drive app code", async () => {
    const value = 'import { rendering } from "#app/entry.server";\nexport const r = rendering;\n';
    expect(await restricted("server/http/example.ts", value)).toHaveLength(1);
    expect(await restricted("server/http/example.ts", 'import { x } from "../../app/example";\nexport const y = x;\n')).toHaveLength(1);
    expect(
      await restricted(
        "server/http/example.ts",
        'import type { PrerenderedPartsStore } from "#app/prerendered-parts.server";\nexport type P = PrerenderedPartsStore;\n',
      ),
    ).toEqual([]);
    expect(await restricted("server/http/example.test.ts", value)).toEqual([]);
  });

  it("core/ imports neither", async () => {
    expect(
      await restricted("core/web/example.ts", 'import { ApiError } from "#server/http/errors";\nexport const e = ApiError;\n'),
    ).toHaveLength(1);
  });
});

describe("production runs the compiled server", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
  };

  it("npm start and npm run serve run the bundle with node, no TypeScript loader", () => {
    for (const name of ["start", "serve"]) {
      expect(pkg.scripts[name]).toContain("node build/server/index.js");
      expect(pkg.scripts[name]).not.toMatch(/\btsx\b/);
    }
    expect(Object.keys(pkg.dependencies)).not.toContain("tsx");
  });

  it("the browser tests' server is the compiled one", () => {
    const config = readFileSync("playwright.config.ts", "utf8");
    expect(config).toMatch(/node \$\{[^}]*\}\/server\/index\.js/);
    expect(config).not.toMatch(/\btsx server\//);
  });
});
