import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** Page-builder behaviour chunks are named for what they hold (`behaviour-animation-<hash>.js`). */
function chunkFileNames(chunk: { facadeModuleId?: string | null; name: string }): string {
  const m = /app\/builder\/(?:behaviours\/([^/]+)\/index|widgets\/([^/]+)\/behaviour)\.[jt]sx?$/.exec(chunk.facadeModuleId ?? "");
  return m ? `assets/behaviour-${m[1] ?? m[2]}-[hash].js` : "assets/[name]-[hash].js";
}

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false, rolldownOptions: { output: { chunkFileNames } } },
});
