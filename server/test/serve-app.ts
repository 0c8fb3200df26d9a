/** Serves an app built by createApp (e.g. over a TestServer's services with other options) on a free loopback port. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AisleApp } from "../app";
import { answerClientErrors, appListener } from "../http/listener";

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/** Through the same listener as the server (server/http/listener.ts): cache hits answered before the app. */
export async function serveApp(app: AisleApp): Promise<ServedApp> {
  let server: Server | null = null;
  const port = await new Promise<number>((resolve, reject) => {
    const s = createServer(appListener(app));
    answerClientErrors(s);
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => resolve((s.address() as AddressInfo).port));
    server = s;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
}
