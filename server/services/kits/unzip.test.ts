import { describe, expect, it } from "vitest";
import { deflateRawSync } from "node:zlib";
import { KitError } from "#core/kits/kit-error";
import { KIT_ZIP_LIMITS, type KitZipLimits } from "#core/kits/zip-rules";
import { readKitZip } from "./unzip";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "../../test/zip-writer";

const refusal = async (bytes: Uint8Array, limits: KitZipLimits = KIT_ZIP_LIMITS) => {
  const err = await readKitZip(bytes, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(KitError);
  return err as KitError;
};

describe("reading a kit's zip", () => {
  it("reads the JSON and XML files of the Crumbella kit by path, and nothing else", async () => {
    const files = await readKitZip(zipOf(folderEntries(CRUMBELLA_DIR)));
    expect([...files.keys()].sort()).toEqual([
      "content/page/31.json",
      "manifest.json",
      "site-settings.json",
      "taxonomies/category.json",
      "taxonomies/nav_menu.json",
      "templates/13.json",
      "templates/15.json",
      "templates/18.json",
      "templates/21.json",
      "templates/24.json",
      "templates/27.json",
      "templates/29.json",
      "wp-content/nav_menu_item/nav_menu_item.xml",
      "wp-content/page/page.xml",
      "wp-content/post/post.xml",
    ]);
    expect(JSON.parse(files.get("manifest.json")!).name).toBe("crumbella-free-template-demo-file");
  });

  it("refuses a zip bomb by its compression ratio", async () => {
    const err = await refusal(zipOf([{ name: "templates/1.json", data: new Uint8Array(10 * 1024 * 1024) }]));
    expect(err.code).toBe("kit_too_large");
    expect(err.message).toMatch(/zip bomb/);
  });

  it("refuses an entry whose bytes pass the size it claims", async () => {
    const err = await refusal(zipOf([{ name: "manifest.json", data: "x".repeat(50_000), claimedSize: 100 }]));
    expect(err.code).toMatch(/kit_too_large|kit_invalid/);
  });

  it("refuses too many entries, and too much in total", async () => {
    const many = Array.from({ length: 4 }, (_, i) => ({ name: `content/page/${i}.json`, data: "{}" }));
    expect((await refusal(zipOf(many), { ...KIT_ZIP_LIMITS, maxEntries: 3 })).message).toMatch(/more than 3 files/);
    expect((await refusal(zipOf(many), { ...KIT_ZIP_LIMITS, maxTotalBytes: 7 })).message).toMatch(/unpacks to more than/);
  });

  it("refuses a `../` name, an absolute name and a link", async () => {
    expect((await refusal(zipOf([{ name: "../manifest.json", data: "{}" }]))).code).toBe("kit_unsafe_entry");
    expect((await refusal(zipOf([{ name: "templates/../../etc/passwd.json", data: "{}" }]))).message).toMatch(/outside its folder/);
    expect((await refusal(zipOf([{ name: "/etc/kit.json", data: "{}" }]))).message).toMatch(/absolute path/);
    expect((await refusal(zipOf([{ name: "C:\\kit\\manifest.json", data: "{}" }]))).message).toMatch(/absolute path/);
    const link = await refusal(zipOf([{ name: "manifest.json", data: "/etc/passwd", stored: true, mode: 0o120777 }]));
    expect(link.message).toMatch(/link/);
  });

  it("refuses what is not a zip, and text that is not UTF-8", async () => {
    expect((await refusal(new TextEncoder().encode("not a zip at all"))).code).toBe("kit_invalid");
    expect((await refusal(zipOf([{ name: "manifest.json", data: new Uint8Array([0xff, 0xfe, 0x00]) }]))).message).toMatch(/UTF-8/);
  });

  it("passes over files it does not read, whatever they hold", async () => {
    const files = await readKitZip(
      zipOf([
        { name: "screenshot.png", data: deflateRawSync(Buffer.alloc(10)) },
        { name: "manifest.json", data: "{}" },
      ]),
    );
    expect([...files.keys()]).toEqual(["manifest.json"]);
  });
});
