import { test as base } from "@playwright/test";
import { startTcpProxy } from "#server/test/tcp-proxy";

/**
 * Tests whose pages send what the server limits per address (contact messages) visit the site
 * through a proxy that reaches it from a loopback address of their own (127.0.0.200): they then
 * leave the budget of 127.0.0.1 to the specs that test those limits and messages.
 * `baseURL` becomes the proxy's; `serverURL` stays the server's own.
 */
export const test = base.extend<{ serverURL: string }, { ownAddressURL: string }>({
  ownAddressURL: [
    async ({ browserName }, provide, workerInfo) => {
      void browserName;
      const server = new URL(String(workerInfo.project.use.baseURL));
      const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port), localAddress: "127.0.0.200" });
      await provide(`http://127.0.0.1:${proxy.port}`);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  serverURL: async ({ browserName }, provide, testInfo) => {
    void browserName;
    await provide(String(testInfo.project.use.baseURL));
  },
  baseURL: async ({ ownAddressURL }, provide) => provide(ownAddressURL),
});

export { expect } from "@playwright/test";
