import { and, eq, inArray, sql } from "drizzle-orm";
import { readFile } from "node:fs/promises";
import { slugify } from "#domain/slug";
import { selectRows, type Database } from "#server/db/client";
import { cars, importRuns } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { FeedFormatError, formatOfFile, parseFeedText } from "./feed-formats";
import { FEED_FIELDS, FeedRowSchema, type FeedRow } from "./feed-schema";

/*
 * Stock import: every row validated; good rows upserted by stock number in batches, each batch
 * one transaction (a killed import leaves only whole cars); bad rows reported with row number,
 * field and reason. A row equal to the stored car is left alone, so importing the same feed
 * twice changes nothing. `full` marks the site's cars missing from the feed as sold.
 */

export type RowProblem = { row: number; field: string; reason: string };
export type ImportReport = {
  /** The run's row in import_runs. */
  runId: number;
  total: number;
  /** Cars written: added and updated. */
  stored: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: RowProblem[];
  markedSold: number;
  /** A full feed held back, with nothing written: how many of how many unsold cars it would sell. */
  held: { wouldSell: number; of: number } | null;
};

const BODY_KIND: Record<string, "car" | "caravan" | "motorhome" | "truck" | "motorcycle"> = {
  caravan: "caravan",
  "camper trailer": "caravan",
  motorhome: "motorhome",
  "light truck": "truck",
  truck: "truck",
  motorcycle: "motorcycle",
};

/** Reads a CSV, JSON or XML feed file into raw rows (the format from its name). */
export async function readFeed(file: string): Promise<Record<string, unknown>[]> {
  const format = formatOfFile(file);
  if (!format) throw new FeedFormatError(`${file}: a feed must be a .csv, .json or .xml file`);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new FeedFormatError(
      `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  return parseFeedText(text, format, file);
}

export function validateRows(site: Site, raw: Record<string, unknown>[], firstRowNumber: number) {
  const good: { row: number; data: FeedRow }[] = [];
  const rejected: RowProblem[] = [];
  const seen = new Map<string, number>();
  const locationIds = new Set(site.locations.map((l) => l.id));
  raw.forEach((input, i) => {
    const row = firstRowNumber + i;
    const unknown = Object.keys(input).filter((k) => !FEED_FIELDS.includes(k));
    if (unknown.length) {
      rejected.push({ row, field: unknown[0]!, reason: `is not a feed field (see docs/stock-feed.md)` });
      return;
    }
    const parsed = FeedRowSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      rejected.push({ row, field: issue.path.join(".") || "(row)", reason: issue.message });
      return;
    }
    const data = parsed.data;
    if (data.location_id !== undefined && !locationIds.has(data.location_id)) {
      rejected.push({
        row,
        field: "location_id",
        reason: `${data.location_id} is not one of this site's locations`,
      });
      return;
    }
    if (!site.search.car_types.includes(data.car_type)) {
      rejected.push({
        row,
        field: "car_type",
        reason: `this site sells only ${site.search.car_types.join(", ")} stock`,
      });
      return;
    }
    const bad = data.images.find((src) => !/^(media|draw)\/[A-Za-z0-9._/-]+$/.test(src));
    if (bad) {
      rejected.push({
        row,
        field: "images",
        reason: `"${bad}" is not a media/... file (copy photos into DATA_DIR/media/${site.slug} first)`,
      });
      return;
    }
    const earlier = seen.get(data.stocknum);
    if (earlier !== undefined) {
      rejected.push({ row, field: "stocknum", reason: `${data.stocknum} already appears on row ${earlier}` });
      return;
    }
    seen.set(data.stocknum, row);
    good.push({ row, data });
  });
  return { good, rejected };
}

function toCarRow(site: Site, row: FeedRow, now: Date) {
  const location =
    site.locations.find((l) => l.id === row.location_id) ??
    site.locations.find((l) => l.primary && l.location_type === "sales") ??
    site.locations.find((l) => l.location_type === "sales") ??
    site.locations[0]!;
  const name = [row.year, row.make, row.model, row.badge].filter(Boolean).join(" ");
  const fuel = row.fuel ?? null;
  const simpleFuel =
    fuel && /electric/i.test(fuel)
      ? "Electric"
      : fuel && /hybrid/i.test(fuel)
        ? "Hybrid"
        : fuel && /diesel/i.test(fuel)
          ? "Diesel"
          : fuel
            ? "Petrol"
            : null;
  return {
    site_id: site.id,
    stocknum: row.stocknum,
    slug: slugify(`${name} ${row.stocknum}`),
    name,
    vehicle_kind: BODY_KIND[(row.body ?? "").toLowerCase()] ?? "car",
    year: row.year,
    make: row.make,
    make_slug: slugify(row.make),
    model: row.model,
    model_slug: slugify(row.model),
    badge: row.badge ?? null,
    series: row.series ?? null,
    colour: row.colour ?? null,
    interior_colour: row.interior_colour ?? null,
    bodyconfiguration: row.bodyconfiguration ?? null,
    simple_body: row.body ?? null,
    simple_transmission: row.transmission ?? null,
    trans: row.trans ?? row.transmission ?? null,
    gearnum: row.gearnum ?? null,
    fuel,
    simple_fuel: simpleFuel,
    drive: row.drive ?? null,
    seats: row.seats ?? null,
    doors: row.doors ?? null,
    engine_size: row.engine_size ?? null,
    engine_size_litres: row.engine_size ? Math.round(row.engine_size / 100) / 10 : null,
    price: row.price,
    before_price: row.before_price ?? null,
    subscription_price: row.subscription_price ?? null,
    price_type: row.price_type ?? null,
    preorder: row.preorder ?? false,
    km: row.km,
    vin: row.vin?.toUpperCase() ?? null,
    nvic: row.nvic ?? null,
    regplate: row.regplate ?? null,
    rego_state: row.rego_state ?? null,
    rego_expiry: row.rego_expiry ?? null,
    build_date: row.build_date ?? null,
    compliance_date: row.compliance_date ?? null,
    status: row.status,
    sold_at: row.status === "sold" ? now : null,
    car_type: row.car_type,
    tag: row.tag ?? null,
    reserved: row.reserved ?? false,
    certified: row.certified ?? false,
    images: row.images.map((src) => ({ src })),
    photos_count: row.images.length,
    video_url: row.video_url ?? null,
    dealercomments: row.dealercomments ?? null,
    standard_equipment: row.standard_equipment,
    show_on_dealer_website: row.show_on_dealer_website ?? true,
    dealership_id: location.dealership_id,
    location_id: location.id,
    updated_at: now,
  };
}

// Columns an import writes; a row is "unchanged" when all of them already hold the same values.
const WRITTEN = [
  "slug",
  "name",
  "vehicle_kind",
  "year",
  "make",
  "make_slug",
  "model",
  "model_slug",
  "badge",
  "series",
  "colour",
  "interior_colour",
  "bodyconfiguration",
  "simple_body",
  "simple_transmission",
  "trans",
  "gearnum",
  "fuel",
  "simple_fuel",
  "drive",
  "seats",
  "doors",
  "engine_size",
  "engine_size_litres",
  "price",
  "before_price",
  "subscription_price",
  "price_type",
  "preorder",
  "km",
  "vin",
  "nvic",
  "regplate",
  "rego_state",
  "rego_expiry",
  "build_date",
  "compliance_date",
  "status",
  "car_type",
  "tag",
  "reserved",
  "certified",
  "images",
  "photos_count",
  "video_url",
  "dealercomments",
  "standard_equipment",
  "show_on_dealer_website",
  "dealership_id",
  "location_id",
] as const;

// What an upsert sets on a car that is already there: the feed's values, except as below.
const setClause: Record<string, string> = Object.fromEntries(
  [...WRITTEN, "updated_at"].map((c) => [c, `excluded."${c}"`]),
);
// A car keeps its address: links to it and search engines' copies stay good when its details change.
setClause.slug = "cars.slug";
// A car keeps its first sold date while it stays sold.
setClause.sold_at = `case when excluded.status = 'sold' then coalesce(cars.sold_at, excluded.sold_at) else null end`;
// A car a buyer holds with a paid deposit stays reserved whatever the feed says, until the hold ends
// [server/workflows/reservations.server.ts].
setClause.reserved = `excluded.reserved or exists (select 1 from reservations r where r.car_id = cars.id and r.status = 'held')`;
// A feed names photos by their files: while it lists the same files in the same order, the stored
// photos (with their descriptions) stay as they are.
const photoFiles = (images: string) =>
  `(select coalesce(jsonb_agg(photo -> 'src'), '[]'::jsonb) from jsonb_array_elements(${images}) photo)`;
setClause.images = `case when ${photoFiles("cars.images")} = ${photoFiles("excluded.images")} then cars.images else excluded.images end`;
const setSql = Object.entries(setClause)
  .map(([column, value]) => `"${column}" = ${value}`)
  .join(", ");
// Free text a feed cannot tell apart from absent: stored empty is the same as not given.
const FREE_TEXT = new Set<string>(
  ["badge", "series", "colour", "interior_colour", "bodyconfiguration", "trans", "fuel", "drive"].concat([
    "price_type",
    "nvic",
    "regplate",
    "tag",
    "dealercomments",
  ]),
);
const compared = (table: "cars" | "excluded", column: string) =>
  table === "excluded" && column === "reserved"
    ? `(${setClause.reserved})`
    : column === "images"
      ? photoFiles(`${table}.images`)
      : FREE_TEXT.has(column)
        ? `nullif(${table}."${column}", '')`
        : `${table}."${column}"`;
const COMPARED = WRITTEN.filter((column) => column !== "slug");
const changed = `(${COMPARED.map((c) => compared("cars", c)).join(", ")}) is distinct from (${COMPARED.map((c) => compared("excluded", c)).join(", ")})`;

type CarRow = ReturnType<typeof toCarRow>;

/*
 * One batch of cars, inserted or updated in one statement whose rows travel as one JSON parameter
 * (jsonb_populate_recordset reads them as rows of the cars table): a statement of a thousand cars
 * built value by value costs more to build than to run.
 */
async function upsertCars(
  db: Database,
  batch: readonly CarRow[],
): Promise<{ added: number; updated: number }> {
  const columns = sql.raw(
    Object.keys(batch[0]!)
      .map((c) => `"${c}"`)
      .join(", "),
  );
  // One statement: atomic on its own, every row of the batch or none.
  // xmax is 0 on a row this statement inserted, and set on one it updated.
  const stored = await selectRows<{ added: boolean }>(
    db,
    sql`
      insert into cars (${columns})
      select ${columns} from jsonb_populate_recordset(null::cars, ${JSON.stringify(batch)}::jsonb)
      on conflict (site_id, stocknum) do update set ${sql.raw(setSql)} where ${sql.raw(changed)}
      returning (xmax = 0) as added`,
  );
  const added = stored.filter((row) => row.added).length;
  return { added, updated: stored.length - added };
}

const UNSOLD = ["in_stock", "coming_soon", "other"] as const;

/** The site's unsold cars, and how many of them a full feed without `inFeed` would mark sold. */
async function wouldBeSold(db: Database, siteId: number, inFeed: readonly string[]) {
  const [row] = await selectRows<{ unsold: number; missing: number }>(
    db,
    sql`
      select count(*)::int as unsold,
        (count(*) filter (where ${cars.stocknum} not in
          (select jsonb_array_elements_text(${JSON.stringify(inFeed)}::jsonb))))::int as missing
      from ${cars}
      where ${cars.site_id} = ${siteId} and ${inArray(cars.status, [...UNSOLD])}`,
  );
  return { unsold: row?.unsold ?? 0, missing: row?.missing ?? 0 };
}

export type ImportOptions = {
  /** The file or address imported, as the run record names it. */
  file: string;
  full?: boolean;
  batchSize?: number;
  firstRowNumber?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** The site's feed this run pulls (a scheduled run), and the bytes it read. */
  feed?: string;
  bytes?: number;
  /**
   * A full feed that would mark more than this share of the site's unsold cars sold is held:
   * nothing is written but the run, for an operator to approve (a truncated file never empties a site).
   */
  holdAboveShare?: number;
};

/** Imports validated rows into a site's stock and records the run (docs/stock-feed.md). */
export async function importStock(
  db: Database,
  site: Site,
  raw: Record<string, unknown>[],
  options: ImportOptions,
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const firstRow = options.firstRowNumber ?? 2;
  const { good, rejected } = validateRows(site, raw, firstRow);
  // Stock numbers on rejected rows still count as "in the feed": a typo must not sell a car.
  const inFeed = [
    ...good.map((g) => g.data.stocknum),
    ...rejected
      .map((r) => raw[r.row - firstRow]?.stocknum)
      .filter((s): s is string => typeof s === "string" && s !== ""),
  ];
  const report: Omit<ImportReport, "runId"> = {
    total: raw.length,
    stored: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    rejected,
    markedSold: 0,
    held: null,
  };
  if (options.full && options.holdAboveShare !== undefined) {
    const { unsold, missing } = await wouldBeSold(db, site.id, inFeed);
    if (missing > unsold * options.holdAboveShare) {
      report.held = { wouldSell: missing, of: unsold };
      return { ...report, runId: await recordRun(db, site, options, report) };
    }
  }
  const batchSize = options.batchSize ?? 1000;
  for (let i = 0; i < good.length; i += batchSize) {
    const batch = good.slice(i, i + batchSize).map((g) => toCarRow(site, g.data, now));
    const { added, updated } = await upsertCars(db, batch);
    report.added += added;
    report.updated += updated;
    options.onProgress?.(Math.min(i + batchSize, good.length), good.length);
  }
  report.stored = report.added + report.updated;
  report.unchanged = good.length - report.stored;
  if (options.full) report.markedSold = await markMissingSold(db, site.id, inFeed, now);
  return { ...report, runId: await recordRun(db, site, options, report) };
}

/** Marks the site's unsold cars whose stock numbers are not in a full feed sold, as of `now`. */
async function markMissingSold(db: Database, siteId: number, inFeed: readonly string[], now: Date) {
  const result = await db
    .update(cars)
    .set({ status: "sold", sold_at: now, updated_at: now })
    .where(
      and(
        eq(cars.site_id, siteId),
        inArray(cars.status, [...UNSOLD]),
        sql`${cars.stocknum} not in (select jsonb_array_elements_text(${JSON.stringify(inFeed)}::jsonb))`,
      ),
    )
    .returning({ id: cars.id });
  return result.length;
}

async function recordRun(
  db: Database,
  site: Site,
  options: ImportOptions,
  report: Omit<ImportReport, "runId">,
): Promise<number> {
  const [run] = await db
    .insert(importRuns)
    .values({
      site_id: site.id,
      file: options.file,
      full: options.full ?? false,
      feed: options.feed ?? null,
      outcome: report.held ? "held" : "done",
      rows_total: report.total,
      rows_stored: report.stored,
      rows_added: report.added,
      rows_updated: report.updated,
      rows_unchanged: report.unchanged,
      rows_rejected: report.rejected.length,
      marked_sold: report.markedSold,
      bytes: options.bytes ?? null,
      error: report.held
        ? `held: it would mark ${report.held.wouldSell} of the site's ${report.held.of} unsold cars sold`
        : null,
      report: report.rejected,
      finished_at: new Date(),
    })
    .returning({ id: importRuns.id });
  return run!.id;
}
