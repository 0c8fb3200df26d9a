import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress, parseIPv6 } from "./ip-address";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "0.0.0.0",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::127.0.0.1",
    "2002:7f00:1::",
    "fe80::1",
    "fe80::1%eth0",
    "fd00:ec2::254",
    "fc00::1",
    "ff02::1",
    "2001:db8::1",
    "not an address",
    "1.2.3",
    "1.2.3.256",
    "1::2::3",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:0808:0808::"])(
    "takes %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("parseIPv6", () => {
  it("reads the forms an address takes", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:127.0.0.1")?.slice(10)).toEqual([0xff, 0xff, 127, 0, 0, 1]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")?.[15]).toBe(8);
    expect(parseIPv6("1:2:3:4:5:6:7")).toBeNull();
    expect(parseIPv6("12345::")).toBeNull();
  });
});

describe("isLoopbackAddress", () => {
  it("knows loopback in both families", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("10.0.0.1")).toBe(false);
    expect(isLoopbackAddress("::2")).toBe(false);
  });
});
