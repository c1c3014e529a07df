import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partsMakes } from "#domain/parts-search";
import { demoRegistry } from "../../tests/setup/sites";
import { CONTENT_DIR } from "./content.server";
import { getPartsCatalogue, readPartsCsv } from "./parts.server";

/*
 * /parts/search's catalogues (docs/decisions/058-the-spec-s-last-pages.md): each demo file reads
 * whole, and each site searches the parts of the makes it sells, or its own file, or has none.
 */
const registry = demoRegistry();
const site = (slug: string) => registry.bySlug.get(slug)!;

describe("the parts catalogues", () => {
  it.each(["default", "outback-rv"])("content/%s/parts.csv reads without a row left out", (dir) => {
    const read = readPartsCsv(readFileSync(path.join(CONTENT_DIR, dir, "parts.csv"), "utf8"));
    expect(read.problems).toEqual([]);
    expect(read.parts.length).toBeGreaterThan(30);
  });

  it("reports a bad row with its line and reason, and keeps the others", () => {
    const read = readPartsCsv(
      [
        "code,name,make,models,category,price,description",
        "TOY-HLX-TB01,Towbar kit,Toyota,HiLux;LandCruiser 70,Towing,1290,Rated to 3500 kg.",
        "bad code,Floor mats,Toyota,,Interior,200,",
        "TOY-HLX-TB01,Towbar again,Toyota,,Towing,,",
        "TOY-ALL-DC01,Dash camera,Toyota,,Electrical,$450,",
        "TOY-ALL-MF01,Mud flaps,Toyota,,Exterior,,",
      ].join("\n"),
    );
    expect(read.parts.map((p) => p.code)).toEqual(["TOY-HLX-TB01", "TOY-ALL-MF01"]);
    expect(read.parts[0]).toMatchObject({ models: ["HiLux", "LandCruiser 70"], price: 1290 });
    expect(read.parts[1]).toMatchObject({ models: [], price: null });
    expect(read.problems).toEqual([
      { line: 3, reason: "code must be 3 to 20 capital letters, digits or hyphens" },
      { line: 4, reason: "code TOY-HLX-TB01 appears twice" },
      { line: 5, reason: "price must be whole dollars, or empty for price on request" },
    ]);
  });

  it("gives each site the makes it sells, its own file, or none without a parts counter", () => {
    expect(partsMakes(getPartsCatalogue(site("harbourside-toyota"))!)).toEqual(["Toyota"]);
    expect(partsMakes(getPartsCatalogue(site("southern-cross"))!)).toEqual([
      "Ford",
      "Hyundai",
      "Kia",
      "Mazda",
      "Mitsubishi",
      "Toyota",
    ]);
    const rv = getPartsCatalogue(site("outback-rv"))!;
    expect(rv.some((p) => p.make === "Toyota")).toBe(false);
    expect(getPartsCatalogue(site("redline-used"))).toBeNull();
  });
});
