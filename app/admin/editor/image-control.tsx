import { useCallback, useState, type ReactNode } from "react";
import { MediaLibraryDialog } from "#app/admin/media/media-library-dialog";
import type { MediaItem } from "#app/admin/media/media-api";
import { usePageNonce } from "../sign-out";

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

/** A library image as Elementor stores a chosen one: its address, id, alt text and `source: library`. */
export const imageValueOfMedia = (value: ImageValue, item: MediaItem): ImageValue => ({
  ...value,
  url: item.url,
  id: item.id,
  alt: item.alt || value.alt,
  source: "library",
});

/**
 * The one control every image setting uses (the Image widget's image, each image of a gallery), in a
 * group named by `label`: [button] `Choose from media library` opens the [dialog] `Media library` and
 * takes the chosen image (one undo step); its address and alternative text can be typed as well
 * (`typing` marks keystrokes, so a typed address is one undo step).
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
  const nonce = usePageNonce();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <fieldset className="editor-field editor-image">
      <legend>{label}</legend>
      {value.url ? <img src={value.url} alt="" className="editor-image__thumb" /> : null}
      <button type="button" className="editor-image__choose" onClick={() => setOpen(true)}>
        Choose from media library
      </button>
      <MediaLibraryDialog open={open} onClose={close} nonce={nonce} onChoose={(item) => onChange(imageValueOfMedia(value, item), false)} />
      <label htmlFor={`${id}-url`}>Image address</label>
      <input id={`${id}-url`} type="url" value={value.url} onChange={(e) => onChange({ ...value, url: e.target.value }, true)} />
      <label htmlFor={`${id}-alt`}>Alternative text</label>
      <input id={`${id}-alt`} type="text" value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value }, true)} />
      {children}
    </fieldset>
  );
}
