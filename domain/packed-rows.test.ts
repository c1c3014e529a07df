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

  it("packs the same records again to the same text, and a list with one record changed anew", () => {
    const fields = ["id", "views"] as const;
    const rows = [
      { id: 1, views: 10 },
      { id: 2, views: 20 },
    ];
    const packed = packRows(rows, fields);
    expect(packRows([...rows], fields)).toBe(packed);
    // The first record the same, the second a new one (its views changed): not the list packed before.
    const changed = [rows[0]!, { id: 2, views: 21 }];
    expect(unpackRows(packRows(changed, fields))).toEqual(changed);
    expect(unpackRows(packRows(rows.slice(0, 1), fields))).toEqual(rows.slice(0, 1));
  });

  it("lists a column's repeated values once, and reads each row's value back", () => {
    const place = "Southern Cross Geelong Sales";
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      location: i % 3 === 0 ? null : place,
      reserved: i === 5,
      price: 10_000 + i,
    }));
    const packed = packRows(many, ["id", "location", "reserved", "price"]);
    expect(packed.split(place).length - 1).toBe(1);
    expect(packed.split("false").length - 1).toBe(1);
    expect(unpackRows(packed)).toEqual(many);
    // Values that never repeat stay in their rows.
    expect(JSON.parse(packed)[2]).toEqual([0, [null, place], [false, true], 0]);
  });

  it("packs named lists together, and reads them back under their names", () => {
    const facets = {
      make: [{ label: "Ford", value: "Ford", count: 3 }],
      car_type: [
        { label: "New", value: "new", count: 1 },
        { label: "Used", value: "used", count: 9 },
      ],
      colour: [],
    };
    const packed = packLists(facets, ["label", "value", "count"], { label: "value" });
    expect(unpackLists(packed)).toEqual(facets);
    expect(Object.keys(unpackLists(packed))).toEqual(["make", "car_type", "colour"]);
    // The field names once for every list, and a label that is its value not sent twice.
    expect(packed.split('"count"').length - 1).toBe(1);
    expect(packed.split("Ford").length - 1).toBe(1);
    expect(packed).toContain('"Used"');
    // The same text gives the same lists.
    expect(unpackLists(packLists(facets, ["label", "value", "count"], { label: "value" }))).toBe(
      unpackLists(packed),
    );
  });
});
