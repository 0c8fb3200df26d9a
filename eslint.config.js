import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** No import climbs more than two folders: deeper ones name the top folder (`#core/…`, `#app/…`, `#server/…`). */
const climbing = { group: ["../../../*"], message: "Name the top folder instead (#core/…, #app/…, #server/…, #scripts/…)." };
/**
 * The import graph runs one way (decision 0055): app/ and core/ import only types from server/ (values reach
 * routes through the load context, `context.services`, or live in core/), and server/ imports only types from
 * app/ (what it needs from rendering, the app's build hands over: server/http/page-rendering.ts).
 */
export const serverFromApp = {
  group: ["\\#server/**", "**/server/**", "../server/*"],
  allowTypeImports: true,
  message:
    "app/ and core/ import only types from server/: values reach routes through context.services (the load context) or live in core/.",
};
export const appFromServer = {
  group: ["\\#app/**", "**/app/**", "../app/*"],
  allowTypeImports: true,
  message: "server/ imports only types from app/: what it needs from rendering comes from the app's build (server/http/page-rendering.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing, serverFromApp] }],
    },
  },
  {
    // Tests (of app/ and core/ too) may drive any code directly.
    files: ["server/**", "tests/**", "bench/**", "scripts/**", "**/*.test.ts", "**/*.test.tsx", "*.config.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing] }] },
  },
  {
    // The app's wiring to the server, the only app files that import server values: the app's caches
    // register with the server's cache registry (/metrics), the cart cookie's token is hashed as the cart
    // service stores it, and the Preview as panel asks the content service why each item won.
    files: [
      "app/prerendered-parts.server.ts",
      "app/builder/document-cache.server.ts",
      "app/cart/cart-owner.server.ts",
      "app/admin/preview/preview-panel.server.ts",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing] }] },
  },
  {
    // The server's own code imports types from app/, never values; tests may drive app code directly.
    files: ["server/**"],
    ignores: ["server/**/*.test.ts", "server/test/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing, appFromServer] }] },
  },
);
