import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toast } from "./toast";

describe("Toast", () => {
  it("is a status whose text is the message alone (its mark is drawn by the style sheet)", () => {
    expect(renderToStaticMarkup(<Toast>Saved.</Toast>)).toBe('<p role="status" class="toast toast--success">Saved.</p>');
  });
  it("takes the info tone", () => {
    expect(renderToStaticMarkup(<Toast tone="info">Nothing changed.</Toast>)).toContain('class="toast toast--info"');
  });
});
