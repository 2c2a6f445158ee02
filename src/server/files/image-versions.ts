import sharp, { type Metadata } from 'sharp';

/**
 * How an uploaded photo becomes the versions the app serves. It runs on the image thread
 * (`files/image-worker.ts`, ADR 048): the decoded pixels of a 12-megapixel photo (~36 MB) and every version live
 * in that thread's heap, not the event loop's. `files/images.ts` is the way in.
 */

/** Larger images are refused before they are decoded (a few-KB PNG can claim 20,000 × 20,000 pixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const THUMB_SIZE = 320;
export const WEB_SIZE = 1600;

export class ImageRefused extends Error {}

export interface ProcessedImage {
  /** ≈ 320 px on the long side, WebP. */
  thumb: Buffer;
  /** ≈ 1600 px on the long side (never enlarged), WebP. */
  web: Buffer;
  /** The original re-encoded in its own format at high quality: oriented, every metadata block gone. */
  original: Buffer;
  width: number;
  height: number;
}

/**
 * The versions of an uploaded photo. Orientation is applied to the pixels, and no version keeps EXIF, XMP, IPTC
 * or ICC blocks (sharp writes none unless asked): a child's photo carries no location. A file that is not an
 * image the library can decode, is truncated, or is too large is refused with a reason (ImageRefused).
 */
export async function versionsOf(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRefused(refusal(error));
  }
  if (!meta.width || !meta.height) throw new ImageRefused('This image has no size.');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRefused(TOO_LARGE);
  try {
    // Decoded once, upright; every version is made from these pixels (no metadata survives a raw copy).
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'truncated',
      animated: false,
    })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const resized = (size: number) =>
      pixels()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    const original =
      meta.format === 'png'
        ? pixels().png()
        : meta.format === 'webp'
          ? pixels().webp({ quality: 95 })
          : meta.format === 'gif'
            ? pixels().gif()
            : pixels().jpeg({ quality: 95 });
    const thumb = await resized(THUMB_SIZE);
    const web = await resized(WEB_SIZE);
    const encoded = await original.toBuffer();
    return { thumb, web, original: encoded, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRefused(refusal(error));
  }
}

const TOO_LARGE = `This image is too large (more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`;

function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return TOO_LARGE;
  if (/heif|heic/i.test(message))
    return 'This HEIC photo cannot be read here. Choose it again as a JPEG (Safari converts it when you pick it).';
  if (/premature|truncat|end of/i.test(message)) return 'This image is incomplete (the file was cut off).';
  return 'This image cannot be read.';
}
