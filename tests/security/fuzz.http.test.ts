import { describe, expect, it } from "vitest";
import { LIST_FACETS, RANGE_FACETS } from "#domain/search-facets";
import { Random } from "#server/demo/random";
import { newVisitor, request } from "./client";

/*
 * Issue 9: a fuzz of the search endpoints (and the other pages that read their address) must give
 * no 5xx. Each request is built from the real parameter names and a corpus of hostile values, with
 * a fixed seed so a failure can be replayed (FUZZ_SEED picks another). FUZZ_REQUESTS sets the
 * count (2,000 by default; the
 * issue's figure was measured with 10,000).
 */
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SITES = ["southern-cross", "harbourside-toyota", "redline-used", "outback-rv"];

const HOSTILE = [
  "",
  " ",
  "%",
  "%%",
  "%zz",
  "%00",
  "%C0%AF",
  "%E0%A4%A",
  "%ED%A0%80",
  "\u0000",
  "\u2028",
  "\uD800",
  "../..",
  "..%2F..%2F",
  "//evil.example",
  "\\\\evil",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table cars; --',
  "${7*7}",
  "{{7*7}}",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "9".repeat(40),
  "-1",
  "0x10",
  "1-",
  "-1-",
  "10000-5000",
  "$10,000 - $50,000",
  "1:2:3",
  "–",
  " ".repeat(900) + "x",
  "a".repeat(1000),
  "__proto__",
  "constructor",
  "toString",
  "[]",
  "{}",
  "true",
  "Toyota",
  "Toyota > HiLux",
  "🚗",
  "é",
];

const NAMES = [
  ...LIST_FACETS,
  ...RANGE_FACETS,
  ...RANGE_FACETS.map((f) => `${f}_min`),
  "query",
  "page",
  "sortBy",
  "hitsPerPage",
  "cars",
  "redirect",
  "back",
  "type",
  "car_id",
  "category",
  "car",
  "w",
  "q",
  "fm",
  "tab",
  "view",
  "postcode",
  "x",
];

function junk(random: Random): string {
  if (random.chance(0.7)) return random.pick(HOSTILE);
  const length = random.int(1, 40);
  let text = "";
  for (let i = 0; i < length; i++) text += String.fromCharCode(random.int(0x20, 0x7e));
  return text;
}

/** Percent-encodes a value, sometimes leaving it raw so malformed escapes reach the server too. */
function spell(random: Random, value: string) {
  // A lone surrogate has no UTF-8 spelling; its bytes are sent as they would be decoded.
  const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  return random.chance(0.8) ? encode(value) : value.replace(/[^\x21-\x7e]/g, (c) => encode(c));
}

function query(random: Random): string {
  const parts: string[] = [];
  for (let i = random.int(0, 5); i > 0; i--)
    parts.push(`${spell(random, random.pick(NAMES))}=${spell(random, junk(random))}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

function target(random: Random): string {
  const segment = () => spell(random, junk(random)) || "x";
  const paths = [
    () => "/api/search",
    () => "/search",
    () => `/search/${random.pick(["used-cars", "new-cars", "toyota", "suv", segment()])}`,
    () => `/search/${segment()}/${segment()}`,
    () => "/special-offers",
    () => "/models",
    () => "/compare",
    () => "/sign-in",
    () => "/print",
    () => "/success",
    () => `/img/${random.pick(["draw/logo", "media", "draw/car/x/ffffff", segment()])}/${segment()}`,
    () => `/cars/${segment()}`,
    () => `/cars/${segment()}/view.json`,
    () => `/cars/${segment()}/delivery`,
    () => `/media/history/${segment()}`,
  ];
  return random.pick(paths)() + query(random);
}

describe("a fuzz of the search endpoints and every page that reads its address", () => {
  it(`gives no 5xx in ${COUNT.toLocaleString("en-AU")} requests`, async () => {
    const random = new Random(Number(process.env.FUZZ_SEED ?? 20261123));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const visitor = newVisitor();
    let next = 0;
    const worker = async () => {
      while (next < COUNT) {
        next++;
        const site = random.pick(SITES);
        const path = target(random);
        const answer = await request(site, path, { visitor });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${answer.status} ${site} ${path}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    console.info(`fuzz: ${COUNT} requests`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
