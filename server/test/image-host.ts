/**
 * A stand-in for another site's image host, on loopback, for the import's image tests: pictures,
 * redirects (to itself, in a loop, to a private address), a page that is not an image, a body past
 * any limit and one that never ends. The import reaches it only with loopback allowed (tests only).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { drawImage } from "./media-images";

export interface ImageHost {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const peaches = Buffer.from(await drawImage(1200, 800, "jpeg", "#f4a460"));
  const banner = Buffer.from(await drawImage(1800, 600, "jpeg", "#6b8e23"));
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    const send = (type: string, body: Buffer | string) => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    const redirect = (to: string) => {
      res.writeHead(302, { location: to });
      res.end();
    };
    if (path === "/wp-content/uploads/2024/06/peach-crate.jpg") return send("image/jpeg", peaches);
    if (path === "/wp-content/uploads/2024/06/orchard-banner.jpg") return redirect("/files/orchard-banner.jpg");
    if (path === "/files/orchard-banner.jpg") return send("image/jpeg", banner);
    if (path === "/to-private.jpg") return redirect("http://10.0.0.1/x.jpg");
    if (path === "/to-metadata.jpg") return redirect("http://169.254.169.254/latest/meta-data/");
    if (path.startsWith("/loop/")) return redirect(`/loop/${Number(path.slice(6)) + 1}`);
    if (path === "/page.jpg") return send("text/html", "<!doctype html><title>x</title><script>alert(1)</script>");
    if (path === "/huge.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      let sent = 0;
      const more = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once("drain", more);
        else res.end();
      };
      return more();
    }
    if (path === "/never.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.write(peaches.subarray(0, 10));
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
