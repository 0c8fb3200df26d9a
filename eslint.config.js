import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** No import climbs more than two folders: deeper ones name the top folder (`#core/…`, `#app/…`, `#server/…`). */
const climbing = { group: ["../../../*"], message: "Name the top folder instead (#core/…, #app/…, #server/…, #scripts/…)." };
const serverFromBrowser = {
  group: ["#server/*", "**/server/**", "../server/*"],
  allowTypeImports: true,
  message: "app/ and core/ code ships to the browser; keep server modules out of it (use a *.server.ts file).",
};
const appFromServer = {
  group: ["#app/*", "**/app/**", "../app/*"],
  allowTypeImports: true,
  message: "server/ runs without the app's source: what it needs from rendering comes from the app's build (types only here).",
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
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing, serverFromBrowser] }],
    },
  },
  {
    files: ["server/**", "tests/**", "bench/**", "scripts/**", "app/**/*.server.ts", "app/**/*.server.tsx", "*.config.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing] }] },
  },
  {
    // The server's own code imports types from app/, never values; tests may drive app code directly.
    // The four files below still import rendering from source and are the known exceptions.
    files: ["server/**"],
    ignores: [
      "server/**/*.test.ts",
      "server/test/**",
      "server/services/refresh-loop.ts",
      "server/http/mount-pages.ts",
      "server/page-cache/shared-template.ts",
      "server/page-cache/shared-pages.ts",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbing, appFromServer] }] },
  },
);
