import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSourcesKey, builtSourcesKey, SOURCES_KEY_FILE } from "./build-sources-key";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "aisle-key-"));
  for (const [path, text] of Object.entries(files)) write(path, text);
  return root;
}
function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const FILES = {
  "package-lock.json": '{"lockfileVersion":3}',
  "vite.config.ts": "export default {};",
  "app/root.tsx": "export default function Root() {}",
  "app/styles/site.css": "body { margin: 0 }",
  "core/price.ts": "export const cents = 100;",
  "server/app.ts": "export const app = 1;",
  "public/robots.txt": "User-agent: *",
  "server/app.test.ts": "it('works', () => {});",
  "server/test/harness.ts": "export const harness = 1;",
};

describe("the key of a build's sources", () => {
  it("changes with any file the build reads, its configuration and its packages", () => {
    project(FILES);
    const before = buildSourcesKey(root);
    for (const path of ["app/styles/site.css", "core/price.ts", "public/robots.txt", "package-lock.json", "vite.config.ts"]) {
      write(path, `${FILES[path as keyof typeof FILES]}\n`);
      const after = buildSourcesKey(root);
      expect(after, path).not.toBe(before);
      write(path, FILES[path as keyof typeof FILES]);
      expect(buildSourcesKey(root), path).toBe(before);
    }
    write("app/new-route.tsx", "export default function Page() {}");
    expect(buildSourcesKey(root)).not.toBe(before);
  });

  it("stays the same when only tests and their helpers change", () => {
    project(FILES);
    const before = buildSourcesKey(root);
    write("server/app.test.ts", "it('works again', () => {});");
    write("server/test/harness.ts", "export const harness = 2;");
    write("app/routes/home.test.tsx", "it('renders', () => {});");
    expect(buildSourcesKey(root)).toBe(before);
  });

  it("is read from a complete build only", () => {
    project(FILES);
    expect(builtSourcesKey(join(root, "build"))).toBeNull();
    write(`build/${SOURCES_KEY_FILE}`, `${buildSourcesKey(root)}\n`);
    expect(builtSourcesKey(join(root, "build"))).toBe(buildSourcesKey(root));
  });
});
