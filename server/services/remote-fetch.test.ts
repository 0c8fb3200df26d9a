import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startImageHost, type ImageHost } from "../test/image-host";
import { fetchRemote, RemoteFetchError } from "./remote-fetch";

let host: ImageHost;
beforeAll(async () => {
  host = await startImageHost();
});
afterAll(async () => {
  await host?.close();
});

const opts = { maxBytes: 1024 * 1024, allowLoopback: true, timeoutMs: 2000 };
const refused = async (address: string, message: RegExp, options: Parameters<typeof fetchRemote>[1] = opts) => {
  const err = await fetchRemote(address, options).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RemoteFetchError);
  expect((err as Error).message).toMatch(message);
};

describe("fetchRemote", () => {
  it("fetches an image and follows a redirect on the same host", async () => {
    expect((await fetchRemote(`${host.origin}/wp-content/uploads/2024/06/peach-crate.jpg`, opts)).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect((await fetchRemote(`${host.origin}/wp-content/uploads/2024/06/orchard-banner.jpg`, opts)).length).toBeGreaterThan(100);
  });

  it("refuses loopback unless tests allow it", async () => {
    await refused(`${host.origin}/wp-content/uploads/2024/06/peach-crate.jpg`, /not fetched \(127\.0\.0\.1\)/, {
      ...opts,
      allowLoopback: false,
    });
    await refused("http://[::ffff:127.0.0.1]:9/x.jpg", /not fetched/, { ...opts, allowLoopback: false });
    await refused("http://localhost:9/x.jpg", /not fetched/, {
      ...opts,
      allowLoopback: false,
      resolve: async () => [{ address: "::1", family: 6 }],
    });
  });

  it("checks the resolved address, every one of them, not the name", async () => {
    const rebinding = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    await refused("http://images.example.com/a.jpg", /not fetched \(10\.0\.0\.7\)/, { ...opts, resolve: rebinding });
    await refused("http://metadata.example.com/", /not fetched \(169\.254\.169\.254\)/, {
      ...opts,
      resolve: async () => [{ address: "169.254.169.254", family: 4 }],
    });
    await refused("http://v6.example.com/", /not fetched \(fd00:ec2::254\)/, {
      ...opts,
      resolve: async () => [{ address: "fd00:ec2::254", family: 6 }],
    });
  });

  it("connects to the checked address, not to the name again", async () => {
    const port = new URL(host.origin).port;
    const body = await fetchRemote(`http://images.invalid:${port}/wp-content/uploads/2024/06/peach-crate.jpg`, {
      ...opts,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(body.length).toBeGreaterThan(100);
  });

  it("re-checks every redirect and stops after three", async () => {
    await refused(`${host.origin}/to-private.jpg`, /not fetched \(10\.0\.0\.1\)/);
    await refused(`${host.origin}/to-metadata.jpg`, /not fetched \(169\.254\.169\.254\)/);
    await refused(`${host.origin}/loop/1`, /redirected more than 3 times/);
  });

  it("takes http and https only", async () => {
    await refused("file:///etc/passwd", /only http and https/);
    await refused("ftp://example.com/a.jpg", /only http and https/);
    await refused("gopher://127.0.0.1:6379/_INFO", /only http and https/);
    await refused("not a url", /not an address/);
  });

  it("caps the size and the time", async () => {
    await refused(`${host.origin}/huge.jpg`, /larger than 1048576 bytes/);
    await refused(`${host.origin}/never.jpg`, /too long/, { ...opts, timeoutMs: 300 });
    await refused(`${host.origin}/missing.jpg`, /answered 404/);
  });
});
