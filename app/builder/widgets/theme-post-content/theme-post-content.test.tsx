import { describe, expect, it } from "vitest";
import { themePostContent, POST_CONTENT_RESOLVER } from "./theme-post-content";

describe("post content", () => {
  it("is a per-request slot whatever its settings (a kit stores [])", () => {
    expect(themePostContent.slot?.(themePostContent.settings.parse([]))).toEqual({ resolver: POST_CONTENT_RESOLVER, args: {} });
  });
});
