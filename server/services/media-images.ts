import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { sniffImageType, type ImageType, ACCEPTED_IMAGES_TEXT } from "#core/media/image-type";
import { MEDIA_LIMITS } from "#core/limits/limits";
import { MEDIA_WIDTHS } from "#core/media/media-urls";
import { ApiError } from "../http/errors";
import { sanitizeSvg } from "./svg-sanitize";

/** One file of an item as it is stored: the original, or a smaller copy. */
export interface MediaFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** An image read and made ready to store: what it is, its size, its hash and its files. */
export interface PreparedImage {
  type: ImageType;
  hash: string;
  width: number;
  height: number;
  bytes: number;
  widths: number[];
  files: MediaFile[];
}

/** Why an image was refused, for the caller to put in its own words (an upload's 400, an import's warning). */
export class ImageRefusal extends Error {
  constructor(
    readonly reason: "type" | "unreadable" | "pixels",
    message: string,
  ) {
    super(message);
  }
}

/** The error an upload answers with for a refused image, naming the file. */
export function refusalError(name: string, refusal: ImageRefusal): ApiError {
  return new ApiError(400, "invalid_image", `${name}: ${refusal.message}`, { params: { file: refusal.message }, file: name });
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Reads an image (decision 0067): the type by its content; SVG sanitized; raster images decoded by
 * sharp (which refuses a broken file and one of more than MEDIA_LIMITS.pixels pixels) and, when wider
 * than 480, 960 or 1600 pixels, copied at those widths as WebP. GIF keeps no copies (they would lose
 * its animation). The hash names the original as stored (an SVG's sanitized text).
 */
export async function prepareImage(input: Uint8Array): Promise<PreparedImage> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRefusal("type", `not an image we accept (${ACCEPTED_IMAGES_TEXT}).`);
  if (type.ext === "svg") return prepareSvg(input, type);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MEDIA_LIMITS.pixels }).metadata();
  } catch {
    throw new ImageRefusal("unreadable", "the image could not be read (a damaged or incomplete file).");
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new ImageRefusal("unreadable", "the image could not be read (it has no size).");
  if (width * height > MEDIA_LIMITS.pixels)
    throw new ImageRefusal("pixels", `the image is larger than ${MEDIA_LIMITS.pixels / 1_000_000} million pixels.`);
  const original = Buffer.from(input);
  const files: MediaFile[] = [{ name: `full.${type.ext}`, contentType: type.mediaType, data: original }];
  const widths = type.ext === "gif" ? [] : MEDIA_WIDTHS.filter((w) => w < width);
  try {
    for (const w of widths) {
      const data = await sharp(input, { limitInputPixels: MEDIA_LIMITS.pixels })
        .autoOrient()
        .resize({ width: w })
        .webp({ quality: 80 })
        .toBuffer();
      files.push({ name: `${w}.webp`, contentType: "image/webp", data });
    }
  } catch {
    throw new ImageRefusal("unreadable", "the image could not be read (a damaged or incomplete file).");
  }
  return { type, hash: hashOf(original), width, height, bytes: original.length, widths: [...widths], files };
}

async function prepareSvg(input: Uint8Array, type: ImageType): Promise<PreparedImage> {
  const text = sanitizeSvg(new TextDecoder("utf-8", { fatal: false }).decode(input));
  const data = Buffer.from(text, "utf8");
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(data, { limitInputPixels: MEDIA_LIMITS.pixels }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRefusal("unreadable", "the SVG could not be read.");
  }
  if (!width || !height) throw new ImageRefusal("unreadable", "the SVG has no size (give it a viewBox or a width and height).");
  return {
    type,
    hash: hashOf(data),
    width,
    height,
    bytes: data.length,
    widths: [],
    files: [{ name: "full.svg", contentType: `${type.mediaType}`, data }],
  };
}
