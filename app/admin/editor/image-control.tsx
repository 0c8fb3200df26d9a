import type { ReactNode } from "react";

/** An image as Elementor stores it (`{ url, id?, alt? }`): the editor changes its address and alternative text. */
export interface ImageValue {
  url: string;
  alt: string;
  [more: string]: unknown;
}

export const imageValueOf = (raw: unknown): ImageValue => {
  const o = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { ...o, url: typeof o.url === "string" ? o.url : "", alt: typeof o.alt === "string" ? o.alt : "" };
};

/**
 * The one control every image setting uses (the Image widget's image, each image of a gallery): its
 * address and alternative text, in a group named by `label`. `typing` marks keystrokes, so a typed
 * address is one undo step.
 */
export function ImageControl({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: ImageValue;
  onChange: (next: ImageValue, typing: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="editor-field editor-image">
      <legend>{label}</legend>
      {value.url ? <img src={value.url} alt="" className="editor-image__thumb" /> : null}
      <label htmlFor={`${id}-url`}>Image address</label>
      <input id={`${id}-url`} type="url" value={value.url} onChange={(e) => onChange({ ...value, url: e.target.value }, true)} />
      <label htmlFor={`${id}-alt`}>Alternative text</label>
      <input id={`${id}-alt`} type="text" value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value }, true)} />
      {children}
    </fieldset>
  );
}
