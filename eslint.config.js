import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench/results/", ".tmp/"] },
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
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "../server/*"], allowTypeImports: true, message: "app/ and core/ code ships to the browser; keep server modules out of it (use a *.server.ts file)." }] },
      ],
    },
  },
  {
    files: ["server/**", "tests/**", "bench/**", "scripts/**", "app/**/*.server.ts", "app/**/*.server.tsx", "*.config.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
);
