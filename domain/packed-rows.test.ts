import { describe, expect, it } from "vitest";
import { packLists, packRows, unpackLists, unpackRows } from "./packed-rows";

describe("packed rows", () => {
  const cars = [
    { id: 1, name: 'The "Ute"', price: null, tag: undefined, extra: "left behind" },
    { id: 2, name: "Sedan", price: 19990, tag: "Sale", extra: "left behind" },
  ];

  it("reads back the chosen fields of every record, in order", () => {
    const packed = packRows(cars, ["id", "name", "price", "tag"]);
    expect(unpackRows(packed)).toEqual([
      { id: 1, name: 'The "Ute"', price: null, tag: null },
      { id: 2, name: "Sedan", price: 19990, tag: "Sale" },
    ]);
    expect(packed).not.toContain("left behind");
    // Each field's name once, not once per record.
    expect(packed.split('"price"').length - 1).toBe(1);
  });

  it("gives the same records for the same text, and an empty list for none", () => {
    const packed = packRows(cars, ["id", "name"]);
    expect(unpackRows(packRows(cars, ["id", "name"]))).toBe(unpackRows(packed));
    expect(unpackRows(packRows([] as { id: number }[], ["id"]))).toEqual([]);
  });

  it("packs named lists apart, and reads them back under their names", () => {
    const facets = {
      make: [{ label: "Ford", value: "Ford", count: 3 }],
      car_type: [
        { label: "New", value: "new", count: 1 },
        { label: "Used", value: "used", count: 9 },
      ],
    };
    const packed = packLists(facets, ["label", "value", "count"]);
    expect(Object.keys(packed)).toEqual(["make", "car_type"]);
    expect(unpackLists(packed)).toEqual(facets);
  });
});
