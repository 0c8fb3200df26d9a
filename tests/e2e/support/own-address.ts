import { test as base } from "@playwright/test";
import { startTcpProxy } from "../../../server/test/tcp-proxy";

/**
 * Tests whose pages send what the server limits per address (contact messages) visit the site
 * through a proxy that reaches it from a loopback address of their own (127.0.0.200): they then
 * leave the budget of 127.0.0.1 to the specs that test those limits and messages.
 * `baseURL` becomes the proxy's; `serverURL` stays the server's own.
 */
export const test = base.extend<{ serverURL: string }, { ownAddressURL: string }>({
  ownAddressURL: [
    async ({}, use, workerInfo) => {
      const server = new URL(String(workerInfo.project.use.baseURL));
      const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port), localAddress: "127.0.0.200" });
      await use(`http://127.0.0.1:${proxy.port}`);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  serverURL: async ({}, use, testInfo) => use(String(testInfo.project.use.baseURL)),
  baseURL: async ({ ownAddressURL }, use) => use(ownAddressURL),
});

export { expect } from "@playwright/test";
