import { parse as parseCsv } from "csv-parse/sync";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { FEED_FORMATS, type FeedFormat } from "#domain/stock-feeds";
import { FEED_FIELDS } from "./feed-schema";

/*
 * A stock feed's text read into raw rows, one object a car, named by the feed's fields
 * (docs/stock-feed.md). CSV and JSON use the field names as they are; XML is the element
 * vocabulary dealers' management systems export (<Stock><Vehicle>...), mapped to those fields.
 * Nothing is validated here but the shape of the file: rows are checked one by one on import.
 */

export class FeedFormatError extends Error {}

/** The row number a person sees for the first row: CSV counts its header as line 1. */
export const firstRowNumberOf = (format: FeedFormat) => (format === "csv" ? 2 : 1);

/** The format a file's name says (.csv, .json, .xml), or null. */
export function formatOfFile(file: string): FeedFormat | null {
  const extension = file.toLowerCase().split(".").pop();
  return (FEED_FORMATS as readonly string[]).includes(extension ?? "") ? (extension as FeedFormat) : null;
}

/** Reads a feed's text; `source` names it in messages (a file or an address). */
export function parseFeedText(text: string, format: FeedFormat, source: string): Record<string, unknown>[] {
  switch (format) {
    case "json":
      return parseJson(text, source);
    case "csv":
      return parseCsvText(text, source);
    case "xml":
      return parseXml(text, source);
  }
}

function parseJson(text: string, source: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FeedFormatError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed as { cars?: unknown } | null)?.cars;
  if (!Array.isArray(rows))
    throw new FeedFormatError(`${source} must hold an array of cars, or {"cars": [...]}`);
  return rows as Record<string, unknown>[];
}

function parseCsvText(text: string, source: string): Record<string, unknown>[] {
  try {
    return parseCsv(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new FeedFormatError(`${source} is not valid CSV: ${(error as Error).message}`);
  }
}

/*
 * The XML vocabulary: each element a vehicle may hold, by the names dealers' systems use, and the
 * feed field it fills. The feed's own field names are understood too. Matching ignores case.
 */
const XML_FIELDS: Record<string, string> = {
  stocknumber: "stocknum",
  stockno: "stocknum",
  condition: "car_type",
  vehicletype: "car_type",
  availability: "status",
  odometer: "km",
  kilometres: "km",
  kilometers: "km",
  bodytype: "body",
  bodystyle: "bodyconfiguration",
  gearbox: "transmission",
  gears: "gearnum",
  fueltype: "fuel",
  drivetype: "drive",
  exteriorcolour: "colour",
  interiorcolour: "interior_colour",
  enginesize: "engine_size",
  registration: "regplate",
  registrationplate: "regplate",
  registrationstate: "rego_state",
  registrationexpiry: "rego_expiry",
  builddate: "build_date",
  compliancedate: "compliance_date",
  wasprice: "before_price",
  pricetype: "price_type",
  comments: "dealercomments",
  description: "dealercomments",
  videourl: "video_url",
  locationid: "location_id",
  photos: "images",
  features: "standard_equipment",
  equipment: "standard_equipment",
  showonwebsite: "show_on_dealer_website",
};

const FEED_FIELD_SET = new Set(FEED_FIELDS);

/** Values dealers' systems write for a vehicle's condition and availability, as the feed's. */
const XML_VALUES: Record<string, Record<string, string>> = {
  car_type: { new: "new", used: "used", demo: "demo", demonstrator: "demo" },
  status: {
    available: "in_stock",
    "in stock": "in_stock",
    in_stock: "in_stock",
    sold: "sold",
    "coming soon": "coming_soon",
    coming_soon: "coming_soon",
    incoming: "coming_soon",
    other: "other",
  },
};

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  // Every value stays text, as a CSV cell does: the row's schema converts it.
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) =>
    jpath === "Stock.Vehicle" || jpath === "stock.vehicle" || /^(image|photo|item|feature)$/i.test(name),
});

function parseXml(text: string, source: string): Record<string, unknown>[] {
  // A stock file has no use for a document type; refusing one keeps entity expansion out.
  if (/<!DOCTYPE/i.test(text)) throw new FeedFormatError(`${source}: a stock file may not declare a DOCTYPE`);
  let document: Record<string, unknown>;
  try {
    document = xmlParser.parse(text, true) as Record<string, unknown>;
  } catch (error) {
    throw new FeedFormatError(`${source} is not valid XML: ${(error as Error).message}`);
  }
  const root = (document.Stock ?? document.stock) as
    { Vehicle?: unknown; vehicle?: unknown } | "" | undefined;
  if (root === undefined)
    throw new FeedFormatError(`${source} must hold <Stock> with a <Vehicle> for each car`);
  const vehicles = (root === "" ? [] : (root.Vehicle ?? root.vehicle ?? [])) as unknown[];
  return vehicles.map((vehicle) => xmlVehicleRow(vehicle));
}

/** One <Vehicle>: each child element by its feed field; lists from their repeated children. */
function xmlVehicleRow(vehicle: unknown): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (typeof vehicle !== "object" || vehicle === null) return row;
  for (const [element, value] of Object.entries(vehicle)) {
    const key = element.toLowerCase();
    const field = XML_FIELDS[key] ?? (FEED_FIELD_SET.has(key) ? key : element);
    row[field] = xmlValue(field, value);
  }
  return row;
}

function xmlValue(field: string, value: unknown): unknown {
  if (typeof value === "string") {
    const known = XML_VALUES[field]?.[value.toLowerCase()];
    return known ?? value;
  }
  // A list: <Images><Image>...</Image>...</Images> (whichever name the children have).
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const children = Object.values(value).flat();
    return children.filter((child): child is string => typeof child === "string");
  }
  return value;
}

type WritableRow = Record<string, string | number | boolean | readonly string[] | undefined>;

const xmlBuilder = new XMLBuilder({ format: true, indentBy: "  " });

/**
 * Rows written as a feed of `format` (what a dealer's system would publish): CSV with the feed's
 * fields as columns and lists joined by |, JSON as {"cars": [...]}, XML as <Stock><Vehicle>.
 */
export function writeFeedText(rows: readonly WritableRow[], format: FeedFormat): string {
  switch (format) {
    case "json":
      return JSON.stringify({ cars: rows });
    case "csv": {
      const used = new Set(rows.flatMap((row) => Object.keys(row)));
      const columns = FEED_FIELDS.filter((field) => used.has(field));
      return stringifyCsv(
        rows.map((row) => columns.map((field) => cell(row[field]))),
        { header: true, columns },
      );
    }
    case "xml": {
      const vehicles = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([, value]) => value !== undefined)
            .map(([field, value]) => [field, Array.isArray(value) ? { item: value } : String(value)]),
        ),
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n${xmlBuilder.build({ Stock: { Vehicle: vehicles } })}`;
    }
  }
}

const cell = (value: WritableRow[string]) =>
  value === undefined ? "" : Array.isArray(value) ? value.join("|") : String(value);
