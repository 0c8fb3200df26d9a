import { createContext, useContext, type ReactNode } from "react";

/**
 * The server render's page-builder HTML by document key (load-document.server.ts puts it in the load
 * context; entry.server.tsx provides it). Absent in the browser, where the server's DOM is kept.
 */
const BuilderHtml = createContext<ReadonlyMap<string, string> | null>(null);

export function BuilderHtmlProvider({ value, children }: { value: ReadonlyMap<string, string>; children: ReactNode }) {
  return <BuilderHtml.Provider value={value}>{children}</BuilderHtml.Provider>;
}

export function useServerBuilderHtml(key: string): string | undefined {
  return useContext(BuilderHtml)?.get(key);
}
