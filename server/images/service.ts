import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { LRUCache } from "lru-cache";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { drawNotFound, drawSource, type Drawable } from "./draw";
import { BUSY, createRenderGate } from "./render-gate";
import { getLogger } from "#server/log.server";

/*
 * Serves stored and drawn images resized by width, quality and format [SW §7 Images: quality 75
 * and width 640 by default]. Widths snap to a fixed ladder so the cache stays small; rendered
 * variants are kept on disk, so each is made once per instance.
 *
 * Stored photos belong to one site [docs/architecture.md rule 4]: `media/...` sources are read from
 * DATA_DIR/media/{site slug}/ of the site asking, so another site's host never reaches them. Drawn
 * sources (`draw/...`) are the same for every site. The disk cache holds at most
 * IMAGE_CACHE_BYTES; past that the least recently used variants are deleted.
 *
 * Drawing is bounded (docs/decisions/034-bounded-drawings.md): only what the sites' pages link to
 * is drawn (`drawable`), anything else is the not-found picture at once; renders queue for a few
 * slots, the sites taking turns (render-gate.ts); each variant is rendered once and then read
 * from the disk cache.
 */
export const IMAGE_CACHE_BYTES = 512 * 1024 * 1024;
/** Half the cores render; the rest serve pages (a render keeps a core busy for up to a second). */
export const RENDER_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Renders one site may have queued; past that its image requests are answered 503 at once. */
export const MAX_WAITING_RENDERS = 64;

/** Where a site's stored files live: photos, and history reports under history/. */
export function siteMediaDir(dataDir: string, siteSlug: string) {
  return path.resolve(dataDir, "media", siteSlug);
}

export const IMAGE_WIDTHS = [96, 160, 240, 320, 375, 480, 640, 828, 1080, 1200, 1600, 1920] as const;

export const ImageParamsSchema = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(640),
  q: z.coerce.number().int().min(30).max(90).default(75),
  fm: z.enum(["webp", "avif", "jpeg", "png", "svg"]).default("webp"),
});
export type ImageParams = z.infer<typeof ImageParamsSchema>;

/** 503: the site's renders are queued to the limit; try again shortly. */
export type ImageResult = { status: 200 | 404 | 503; body: Buffer; contentType: string; immutable: boolean };

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

async function sourceBytes(
  src: string,
  mediaDir: string,
  drawable: Drawable,
): Promise<{ svg?: string; file?: Buffer } | null> {
  if (src.length > 500) return null;
  const parts = src.split("/");
  if (parts[0] === "draw") {
    const svg = drawSource(parts.slice(1), drawable);
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

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService(options: {
  dataDir: string;
  /** What may be drawn: drawableFor(the sites). */
  drawable: Drawable;
  cacheBytes?: number;
  renderConcurrency?: number;
  maxWaitingRenders?: number;
}) {
  const { dataDir, drawable } = options;
  const cacheDir = path.resolve(dataDir, "cache", "images");
  let notFound: Promise<Buffer> | undefined;
  const gate = createRenderGate({
    concurrency: options.renderConcurrency ?? RENDER_CONCURRENCY,
    maxWaiting: options.maxWaitingRenders ?? MAX_WAITING_RENDERS,
  });
  let renders = 0;

  async function fallback(): Promise<ImageResult> {
    notFound ??= sharp(Buffer.from(drawNotFound())).resize({ width: 640 }).webp({ quality: 70 }).toBuffer();
    return { status: 404, body: await notFound, contentType: "image/webp", immutable: false };
  }

  // The disk cache's index, by recency: evicting a variant deletes its file. Filled from the disk
  // at start, so a restart keeps what was made and still holds the cap.
  const cached = new LRUCache<string, number>({
    maxSize: options.cacheBytes ?? IMAGE_CACHE_BYTES,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === "evict") unlink(file).catch(() => {});
    },
  });
  const indexed = indexCache(cacheDir, cached);

  // Concurrent requests for one variant share a single render.
  const inFlight = new Map<string, Promise<ImageResult>>();

  return {
    /** Renders `src` for the site asking (its slug scopes `media/...` sources). */
    render(siteSlug: string, src: string, params: ImageParams): Promise<ImageResult> {
      const scope = src.startsWith("draw/") ? "draw" : siteSlug;
      const key = `${scope}|${src}|${snapWidth(params.w)}|${params.q}|${params.fm}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderOnce(siteSlug, scope, src, params).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    /** How many variants and bytes the disk cache holds. */
    async cacheSize() {
      await indexed;
      return { entries: cached.size, bytes: cached.calculatedSize };
    },
    /** Variants made since start (each a render: none for a cached one), and renders at once now and at most. */
    stats: () => ({ renders, ...gate.stats() }),
  };

  /** `site` is the site asking (whose turn the render waits for); `scope` whose files `src` names. */
  async function renderOnce(
    site: string,
    scope: string,
    src: string,
    params: ImageParams,
  ): Promise<ImageResult> {
    await indexed;
    const width = snapWidth(params.w)!;
    const key = createHash("sha1").update(`${scope}|${src}|${width}|${params.q}|${params.fm}`).digest("hex");
    const file = path.join(cacheDir, key.slice(0, 2), `${key}.${params.fm}`);
    const immutable = src.startsWith("draw/");
    if (cached.get(file) !== undefined) {
      try {
        return { status: 200, body: await readFile(file), contentType: CONTENT_TYPES[params.fm], immutable };
      } catch {
        cached.delete(file); // another instance sharing the folder evicted it
      }
    }
    const input = await sourceBytes(src, scope === "draw" ? "" : siteMediaDir(dataDir, scope), drawable);
    if (!input) return fallback();
    if (params.fm === "svg" && !input.svg) return fallback();
    // An SVG is its source as it is; anything else is rasterised, in the asking site's turn.
    const make = () => {
      renders++;
      return params.fm === "svg" ? Promise.resolve(Buffer.from(input.svg!)) : encode(input, params, width);
    };
    const body = params.fm === "svg" ? await make() : await gate.run(site, make);
    if (body === BUSY)
      return {
        status: 503,
        body: Buffer.from("Busy: try again shortly."),
        contentType: "text/plain",
        immutable: false,
      };
    try {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file (two instances may share the folder).
      const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, file);
      cached.set(file, body.length);
    } catch (error) {
      getLogger().warn({ err: error }, "image cache write failed");
    }
    return { status: 200, body, contentType: CONTENT_TYPES[params.fm], immutable };
  }
}

/** Reads what the cache folder already holds into the index, oldest first. */
async function indexCache(cacheDir: string, cached: LRUCache<string, number>) {
  const found: { file: string; size: number; used: number }[] = [];
  const folders = await readdir(cacheDir).catch(() => [] as string[]);
  for (const folder of folders) {
    const names = await readdir(path.join(cacheDir, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(cacheDir, folder, name);
      if (name.endsWith(".tmp")) {
        await unlink(file).catch(() => {});
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) found.push({ file, size: info.size, used: info.atimeMs });
    }
  }
  found.sort((a, b) => a.used - b.used);
  for (const entry of found) cached.set(entry.file, entry.size);
}
