import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import type { Part } from "#domain/parts-search";
import { log } from "#server/log.server";
import type { Site } from "#server/sites/registry";
import { CONTENT_DIR } from "./content.server";

/*
 * A site's parts and accessories catalogue for /parts/search (docs/decisions/058-the-spec-s-last-pages.md):
 * content/{site slug}/parts.csv where the site has its own, else the rows of content/default/parts.csv
 * for the makes the site holds a franchise for. Only a site with a parts counter (a location of type
 * parts or service-and-parts) has one. Columns: code,name,make,models,category,price,description
 * (models separated by ";", empty for every model of the make; price in whole dollars, empty for
 * price on request). A row that does not read is reported to the operator with its line and left out.
 */
const CODE = /^[A-Z0-9-]{3,20}$/;

export type PartsRowProblem = { line: number; reason: string };

/** A catalogue file read: its parts, and the rows left out with the reason. */
export function readPartsCsv(text: string): { parts: Part[]; problems: PartsRowProblem[] } {
  const rows = parseCsv(text, { columns: true, skip_empty_lines: true, trim: true, info: true }) as {
    record: Record<string, string | undefined>;
    info: { lines: number };
  }[];
  const parts: Part[] = [];
  const problems: PartsRowProblem[] = [];
  const seen = new Set<string>();
  for (const { record, info } of rows) {
    const code = record.code ?? "";
    const name = record.name ?? "";
    const price = record.price ? Number(record.price) : null;
    const reason = !CODE.test(code)
      ? "code must be 3 to 20 capital letters, digits or hyphens"
      : seen.has(code)
        ? `code ${code} appears twice`
        : !name || name.length > 120
          ? "name must be 1 to 120 characters"
          : price !== null && !(Number.isInteger(price) && price > 0 && price < 1_000_000)
            ? "price must be whole dollars, or empty for price on request"
            : null;
    if (reason) {
      problems.push({ line: info.lines, reason });
      continue;
    }
    seen.add(code);
    parts.push({
      code,
      name,
      make: record.make || null,
      models: (record.models ?? "")
        .split(";")
        .map((m) => m.trim())
        .filter(Boolean),
      category: record.category || "Accessories",
      price,
      description: (record.description ?? "").slice(0, 300),
    });
  }
  return { parts, problems };
}

const files = new Map<string, Part[]>();
function readFile(file: string): Part[] {
  let parts = files.get(file);
  if (!parts) {
    const read = readPartsCsv(readFileSync(file, "utf8"));
    for (const problem of read.problems)
      log.warn("parts catalogue row left out", { file: path.relative(CONTENT_DIR, file), ...problem });
    parts = read.parts;
    files.set(file, parts);
  }
  return parts;
}

const catalogues = new Map<string, Part[] | null>();

/** The site's catalogue, or null when it has no parts counter or no parts to search. */
export function getPartsCatalogue(site: Site): Part[] | null {
  if (catalogues.has(site.slug)) return catalogues.get(site.slug)!;
  let catalogue: Part[] | null = null;
  const counter = site.locations.some(
    (l) => l.visible && (l.location_type === "parts" || l.location_type === "service-and-parts"),
  );
  if (counter) {
    const own = path.join(CONTENT_DIR, site.slug, "parts.csv");
    const shared = path.join(CONTENT_DIR, "default", "parts.csv");
    if (existsSync(own)) catalogue = readFile(own);
    else if (existsSync(shared)) {
      const makes = new Set(
        [site.manufacturer?.slug, ...site.locations.flatMap((l) => l.manufacturers)]
          .filter((m): m is string => Boolean(m))
          .map((m) => m.toLowerCase()),
      );
      catalogue = readFile(shared).filter((p) => p.make && makes.has(p.make.toLowerCase()));
    }
    if (catalogue?.length === 0) catalogue = null;
  }
  catalogues.set(site.slug, catalogue);
  return catalogue;
}
