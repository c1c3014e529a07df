/*
 * Feeds every parser of user text 16 KB hostile values and prints, as JSON, the slowest time per
 * parser in milliseconds. Run in a child process by parsers.test.ts, which kills it if it hangs:
 * a parser that backtracks would block its thread for minutes on input this long.
 */
import * as z from "zod/mini";
import { parseRange, parseSearchUrl, type SearchVocabulary } from "#domain/search-url";
import { understandQuery } from "#domain/query-understanding";
import { readListingParams } from "~/lib/listing-params";
import { createEnquirySchema, createTestDriveSchema } from "#domain/lead-form-schemas";
import { normalisePhone } from "#domain/lead-forms";
import { CodeStepSchema, PhoneStepSchema } from "#domain/sign-in";
import { safeRedirectPath } from "#domain/safe-redirect";
import { isHttpUrl } from "#domain/http-url";
import { slugify } from "#domain/slug";
import { ImageParamsSchema } from "#server/images/service";
import { maskPersonalText } from "#server/log.server";

const SIZE = 16 * 1024;
const fill = (unit: string, tail = "") =>
  unit.repeat(Math.ceil((SIZE - tail.length) / unit.length)).slice(0, SIZE - tail.length) + tail;

/** Values built to make a backtracking pattern try every split: long runs that almost match. */
export const HOSTILE: string[] = [
  fill(" ", "x"),
  fill(" ", "1-x"),
  fill("1"),
  fill("1,", "!"),
  fill("$ 1,0.", "-x"),
  fill("-"),
  fill("%"),
  fill("%2", "%"),
  fill("%25"),
  fill("/"),
  fill("/."),
  fill("\\"),
  fill("a"),
  fill("a@", "!"),
  fill("a."),
  fill("0"),
  fill("04 "),
  fill("@"),
  fill("<"),
  fill("\u00e9"),
  fill("\u0000"),
  fill("é%"),
];

const vocabulary: SearchVocabulary = {
  defaultPath: "/search/new-used-and-demo-cars",
  carTypes: ["new", "used", "demo"],
  excludedMakes: [],
  locations: [{ name: "Springwood", slug: "springwood" }],
  dealerships: [{ name: "Southern Cross", slug: "southern-cross" }],
  makes: ["Toyota", "Mazda"],
  models: [{ make: "Toyota", model: "HiLux" }],
  bodies: ["SUV", "Ute"],
};

const enquiry = createEnquirySchema({ messageRequired: true });
const testDrive = createTestDriveSchema({ today: "2026-11-23" });
const params = (key: string, value: string) => new URLSearchParams([[key, value]]);

const PARSERS: Record<string, (value: string) => unknown> = {
  parseRange,
  "parseSearchUrl (path)": (v) =>
    parseSearchUrl(new URL(`http://x/search/${encodeURIComponent(v)}`), vocabulary),
  "parseSearchUrl (raw path)": (v) =>
    parseSearchUrl(new URL(`http://x/search/${v.replace(/[?#]/g, "")}`), vocabulary),
  "parseSearchUrl (query)": (v) =>
    parseSearchUrl(
      new URL(`http://x/search?${params("price", v)}&${params("query", v)}&${params("make", v)}`),
      vocabulary,
    ),
  "parseSearchUrl (min/max)": (v) =>
    parseSearchUrl(new URL(`http://x/search?${params("km_min", v)}&${params("km_max", v)}`), vocabulary),
  readListingParams: (v) =>
    readListingParams(new URL(`http://x/models?${params("query", v)}&${params("make", v)}`), ["make"]),
  safeRedirectPath,
  "safeRedirectPath (/ first)": (v) => safeRedirectPath(`/${v}`),
  isHttpUrl: (v) => isHttpUrl(`https://${v}`),
  // The search box is cut at 100 characters; read here at its full length, as a buyer's words.
  understandQuery: (v) =>
    understandQuery(v, { fuel: ["Diesel"], seats: ["7"], nameWords: new Set(["hilux"]) }),
  slugify,
  normalisePhone,
  "enquiry form": (v) => enquiry.safeParse({ name: v, email: v, phone: v, message: v, opt_in: v }),
  "test-drive form": (v) => testDrive.safeParse({ name: v, email: v, phone: v, date: v, time: v }),
  "sign-in phone": (v) => z.safeParse(PhoneStepSchema, { phone: v }),
  "sign-in code": (v) => z.safeParse(CodeStepSchema, { phone: v, code: v }),
  "image params": (v) => ImageParamsSchema.safeParse({ w: v, q: v, fm: v }),
  maskPersonalText,
};

const slowest: Record<string, number> = {};
for (const [name, parse] of Object.entries(PARSERS)) {
  slowest[name] = 0;
  for (const value of HOSTILE) {
    const started = performance.now();
    try {
      parse(value);
    } catch (error) {
      // A parser of user text answers every value; throwing would be a 500 in its route.
      throw new Error(`${name} threw on a hostile value: ${(error as Error).message}`);
    }
    slowest[name] = Math.max(slowest[name]!, performance.now() - started);
  }
}
process.stdout.write(JSON.stringify(slowest));
