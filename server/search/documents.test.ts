import { describe, expect, it } from "vitest";
import { PackedStringsBuilder } from "./documents";

describe("a column of strings kept as bytes", () => {
  const values = [
    "2021 Toyota HiLux SR5",
    "",
    null,
    "Citroën C5 Aircross — Shine",
    "🚐 Jayco Journey",
    null,
    "x",
  ];

  it("gives back every string as it was set, nulls and empty strings included", () => {
    const builder = new PackedStringsBuilder(values.length);
    values.forEach((value, i) => builder.set(i, value));
    const column = builder.finish();
    expect(values.map((_, i) => column.get(i))).toEqual(values);
  });

  it("copies strings from a previous column beside new ones, growing past its first guess", () => {
    const first = new PackedStringsBuilder(values.length);
    values.forEach((value, i) => first.set(i, value));
    const previous = first.finish();
    // Copied rows of the previous column, in a new order, with longer strings set between them.
    const long = "a long title ".repeat(400);
    const order = [6, -1, 3, 2, -1, 0, 4];
    const next = new PackedStringsBuilder(order.length, previous);
    order.forEach((j, i) => (j < 0 ? next.set(i, `${long}${i}`) : next.copy(i, previous, j)));
    const column = next.finish();
    expect(order.map((_, i) => column.get(i))).toEqual(
      order.map((j, i) => (j < 0 ? `${long}${i}` : values[j])),
    );
    // The previous column is left as it was.
    expect(values.map((_, i) => previous.get(i))).toEqual(values);
  });
});
