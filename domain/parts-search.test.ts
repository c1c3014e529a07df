import { describe, expect, it } from "vitest";
import { lookingForMessage, partEnquiryMessage, searchParts, type Part } from "./parts-search";

const part = (over: Partial<Part> & Pick<Part, "code" | "name">): Part => ({
  make: "Toyota",
  models: [],
  category: "Towing",
  price: 1200,
  description: "",
  ...over,
});
const catalogue: Part[] = [
  part({ code: "TOY-HLX-TB01", name: "Heavy-duty towbar kit", models: ["HiLux"] }),
  part({ code: "TOY-RAV-TB01", name: "Tow bar kit", models: ["RAV4"] }),
  part({ code: "TOY-ALL-DC01", name: "Dash camera", category: "Electrical" }),
  part({
    code: "TOY-LC7-SN01",
    name: "Snorkel",
    models: ["LandCruiser 70"],
    category: "Touring",
    price: null,
  }),
  part({
    code: "MAZ-CX5-FM01",
    name: "All-weather floor mats",
    make: "Mazda",
    models: ["CX-5"],
    category: "Interior",
  }),
  part({
    code: "MAZ-CX3-FM01",
    name: "All-weather floor mats",
    make: "Mazda",
    models: ["CX-3"],
    category: "Interior",
  }),
];
const codes = (q: string, make: string | null = null) =>
  searchParts(catalogue, { q, make }).parts.map((p) => p.code);

describe("the parts search", () => {
  it("reads a model in the words as the buyer's vehicle: its own parts and those for every model of its make", () => {
    const answer = searchParts(catalogue, { q: "hilux", make: null });
    expect(answer.vehicle).toEqual({ make: "Toyota", model: "HiLux" });
    expect(answer.parts.map((p) => p.code)).toEqual(["TOY-HLX-TB01", "TOY-ALL-DC01"]);
    expect(codes("towbar hilux")).toEqual(["TOY-HLX-TB01"]);
    expect(codes("dash camera hilux")).toEqual(["TOY-ALL-DC01"]);
  });

  it("finds a model written in several words or with its hyphen left out", () => {
    expect(codes("snorkel landcruiser 70")).toEqual(["TOY-LC7-SN01"]);
    expect(codes("floor mats cx5")).toEqual(["MAZ-CX5-FM01"]);
    expect(codes("floor mats cx 5")).toEqual(["MAZ-CX5-FM01"]);
  });

  it("finds a word run together or apart, and plurals", () => {
    expect(codes("tow bar")).toEqual(expect.arrayContaining(["TOY-HLX-TB01", "TOY-RAV-TB01"]));
    expect(codes("towbar")).toEqual(expect.arrayContaining(["TOY-HLX-TB01", "TOY-RAV-TB01"]));
    expect(codes("floor mat")).toHaveLength(2);
    expect(codes("towbars rav4")).toEqual(["TOY-RAV-TB01"]);
  });

  it("narrows to a make chosen or named, and finds nothing for a word nothing has", () => {
    expect(codes("", "Mazda")).toEqual(["MAZ-CX3-FM01", "MAZ-CX5-FM01"]);
    expect(codes("mazda mats")).toHaveLength(2);
    expect(codes("spoiler")).toEqual([]);
    // A model of another make than the one chosen is a word like any other.
    expect(codes("hilux", "Mazda")).toEqual([]);
  });

  it("reads a long or hostile query in bounded time", () => {
    expect(codes("a".repeat(100_000))).toEqual([]);
    expect(codes("hilux ".repeat(10_000))).toHaveLength(2);
  });

  it("puts the part and the buyer's words in the parts enquiry's message", () => {
    expect(partEnquiryMessage(catalogue[0]!)).toBe(
      "Please send me a price and availability for: Heavy-duty towbar kit (code TOY-HLX-TB01) for a Toyota HiLux.",
    );
    expect(partEnquiryMessage({ ...catalogue[0]!, make: null, models: [] })).toBe(
      "Please send me a price and availability for: Heavy-duty towbar kit (code TOY-HLX-TB01).",
    );
    expect(lookingForMessage("  roof   pod ")).toBe("I'm looking for: roof pod. Can you help?");
  });
});
