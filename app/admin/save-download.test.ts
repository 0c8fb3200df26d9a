import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveTextAsFile, type SaveDeps } from "./save-download";

describe("saveTextAsFile", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("clicks a download link to an object URL of the text, and releases the URL after the given time only", async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    const link = {
      href: "",
      download: "",
      hidden: false,
      click() {
        clicked.push({ href: this.href, download: this.download });
      },
      remove: vi.fn(),
    };
    const blobs: Blob[] = [];
    const deps: SaveDeps = {
      document: {
        createElement: () => link,
        body: { append: vi.fn() },
      } as unknown as SaveDeps["document"],
      url: {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return "blob:debug-log";
        },
        revokeObjectURL: vi.fn(),
      } as unknown as SaveDeps["url"],
      setTimeout: (fn, ms) => setTimeout(fn, ms),
    };
    saveTextAsFile('{"entries":[]}', "nf-file-uploads-debug-log.json", "application/json", 15_000, deps);
    expect(clicked).toEqual([{ href: "blob:debug-log", download: "nf-file-uploads-debug-log.json" }]);
    expect(link.remove).toHaveBeenCalled();
    expect(await blobs[0]!.text()).toBe('{"entries":[]}');
    expect(blobs[0]!.type).toBe("application/json");
    vi.advanceTimersByTime(14_999);
    expect(deps.url.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.url.revokeObjectURL).toHaveBeenCalledWith("blob:debug-log");
  });
});
