import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { drawNotFound, drawSource } from "./draw";

/*
 * Serves stored and drawn images resized by width, quality and format [SW §7 Images: quality 75
 * and width 640 by default]. Widths snap to a fixed ladder so the cache stays small; rendered
 * variants are kept on disk, so each is made once per instance.
 */

export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 828, 1080, 1200, 1600, 1920] as const;

export const ImageParamsSchema = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(640),
  q: z.coerce.number().int().min(30).max(90).default(75),
  fm: z.enum(["webp", "avif", "jpeg", "png", "svg"]).default("webp"),
});
export type ImageParams = z.infer<typeof ImageParamsSchema>;

export type ImageResult = { status: 200 | 404; body: Buffer; contentType: string; immutable: boolean };

const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

export function snapWidth(width: number) {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

async function sourceBytes(src: string, mediaDir: string): Promise<{ svg?: string; file?: Buffer } | null> {
  const parts = src.split("/");
  if (parts[0] === "draw") {
    const svg = drawSource(parts.slice(1));
    return svg ? { svg } : null;
  }
  if (
    parts[0] === "media" &&
    parts.length > 1 &&
    parts.every((p) => /^[A-Za-z0-9._-]+$/.test(p) && p !== "..")
  ) {
    try {
      return { file: await readFile(path.join(mediaDir, ...parts.slice(1))) };
    } catch {
      return null;
    }
  }
  return null;
}

async function encode(input: { svg?: string; file?: Buffer }, params: ImageParams, width: number) {
  if (params.fm === "svg") {
    if (!input.svg) return null;
    return Buffer.from(input.svg);
  }
  const image = input.svg
    ? sharp(Buffer.from(input.svg), { density: 72 * (width / 1200) * 2 })
    : sharp(input.file!);
  const resized = image.rotate().resize({ width, withoutEnlargement: !input.svg });
  switch (params.fm) {
    case "avif":
      return resized.avif({ quality: params.q - 20, effort: 2 }).toBuffer();
    case "jpeg":
      return resized.flatten({ background: "#ffffff" }).jpeg({ quality: params.q, mozjpeg: true }).toBuffer();
    case "png":
      return resized.png().toBuffer();
    default:
      return resized.webp({ quality: params.q }).toBuffer();
  }
}

export function createImageService({ dataDir }: { dataDir: string }) {
  const cacheDir = path.resolve(dataDir, "cache", "images");
  const mediaDir = path.resolve(dataDir, "media");
  let notFound: Promise<Buffer> | undefined;

  async function fallback(): Promise<ImageResult> {
    notFound ??= sharp(Buffer.from(drawNotFound())).resize({ width: 640 }).webp({ quality: 70 }).toBuffer();
    return { status: 404, body: await notFound, contentType: "image/webp", immutable: false };
  }

  // Concurrent requests for one variant share a single render.
  const inFlight = new Map<string, Promise<ImageResult>>();

  return {
    render(src: string, params: ImageParams): Promise<ImageResult> {
      const key = `${src}|${snapWidth(params.w)}|${params.q}|${params.fm}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderOnce(src, params).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };

  async function renderOnce(src: string, params: ImageParams): Promise<ImageResult> {
    const width = snapWidth(params.w)!;
    const key = createHash("sha1").update(`${src}|${width}|${params.q}|${params.fm}`).digest("hex");
    const cached = path.join(cacheDir, key.slice(0, 2), `${key}.${params.fm}`);
    const immutable = src.startsWith("draw/");
    try {
      return { status: 200, body: await readFile(cached), contentType: CONTENT_TYPES[params.fm], immutable };
    } catch {
      // not cached yet
    }
    const input = await sourceBytes(src, mediaDir);
    if (!input) return fallback();
    const body = await encode(input, params, width);
    if (!body) return fallback();
    try {
      await mkdir(path.dirname(cached), { recursive: true });
      // Write then rename, so a reader never sees half a file (two instances may share the folder).
      const partial = `${cached}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(partial, body);
      await rename(partial, cached);
    } catch (error) {
      console.warn(`Image cache write failed for ${src}: ${(error as Error).message}`);
    }
    return { status: 200, body, contentType: CONTENT_TYPES[params.fm], immutable };
  }
}
