import { describe, expect, it } from "vitest";
import { FeedFormatError, parseFeedText, writeFeedText } from "./feed-formats";
import { FeedRowSchema } from "./feed-schema";

/* The feed formats (docs/stock-feed.md): XML as dealers' systems write it, and each format read back as written. */
const DEALER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<Stock>
  <Vehicle>
    <StockNumber>U1042</StockNumber>
    <Condition>Used</Condition>
    <Year>2021</Year>
    <Make>Toyota</Make>
    <Model>RAV4</Model>
    <Badge>GXL</Badge>
    <Price>38990</Price>
    <Odometer>45210</Odometer>
    <BodyType>SUV</BodyType>
    <Gearbox>Automatic</Gearbox>
    <FuelType>Hybrid</FuelType>
    <ExteriorColour>Glacier White</ExteriorColour>
    <Availability>Coming Soon</Availability>
    <Photos><Photo>media/u1042/1.jpg</Photo><Photo>media/u1042/2.jpg</Photo></Photos>
    <Features><Feature>Apple CarPlay</Feature></Features>
    <Comments>One owner &amp; serviced</Comments>
  </Vehicle>
  <Vehicle>
    <StockNumber>D7</StockNumber>
    <Condition>Demonstrator</Condition>
    <Year>2025</Year>
    <Make>Kia</Make>
    <Model>EV5</Model>
    <Price>56990</Price>
    <Photos/>
  </Vehicle>
</Stock>`;

describe("XML", () => {
  it("reads dealers' element names into the feed's fields, with their lists and values", () => {
    expect(parseFeedText(DEALER_XML, "xml", "stock.xml")).toEqual([
      {
        stocknum: "U1042",
        car_type: "used",
        year: "2021",
        make: "Toyota",
        model: "RAV4",
        badge: "GXL",
        price: "38990",
        km: "45210",
        body: "SUV",
        transmission: "Automatic",
        fuel: "Hybrid",
        colour: "Glacier White",
        status: "coming_soon",
        images: ["media/u1042/1.jpg", "media/u1042/2.jpg"],
        standard_equipment: ["Apple CarPlay"],
        dealercomments: "One owner & serviced",
      },
      {
        stocknum: "D7",
        car_type: "demo",
        year: "2025",
        make: "Kia",
        model: "EV5",
        price: "56990",
        images: "",
      },
    ]);
  });

  it("an element it does not know is kept under its own name, for the import to report", () => {
    const [row] = parseFeedText(
      "<Stock><Vehicle><StockNumber>A1</StockNumber><Sunroof>yes</Sunroof></Vehicle></Stock>",
      "xml",
      "f",
    );
    expect(row).toEqual({ stocknum: "A1", Sunroof: "yes" });
  });

  it("an empty stock is no cars; a file without <Stock>, broken XML or a DOCTYPE is refused", () => {
    expect(parseFeedText("<Stock></Stock>", "xml", "f")).toEqual([]);
    expect(() => parseFeedText("<Cars/>", "xml", "f")).toThrow(
      "f must hold <Stock> with a <Vehicle> for each car",
    );
    expect(() => parseFeedText("<Stock><Vehicle>", "xml", "f")).toThrow(FeedFormatError);
    expect(() =>
      parseFeedText('<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY a "aaaa">]><Stock/>', "xml", "f"),
    ).toThrow("f: a stock file may not declare a DOCTYPE");
  });
});

describe("each format reads back what it wrote", () => {
  const rows = [
    {
      stocknum: "A1",
      car_type: "used",
      year: 2019,
      make: "Mazda",
      model: "CX-5",
      price: 27990,
      dealercomments: 'Says "hello", with a comma\nand a line',
      images: ["media/a1/1.jpg", "media/a1/2.jpg"],
      reserved: false,
    },
    { stocknum: "B2", car_type: "new", year: 2026, make: "Ford", model: "Ranger", price: 0, images: [] },
  ];
  for (const format of ["csv", "json", "xml"] as const)
    it(format, () => {
      const read = parseFeedText(writeFeedText(rows, format), format, `f.${format}`);
      // As the import reads a row: lists from CSV's | and text from every format's cells.
      const asText = (row: Record<string, unknown>) => FeedRowSchema.parse(row);
      expect(read.map(asText)).toEqual(rows.map(asText));
    });
});

it("JSON must hold cars; CSV must parse", () => {
  expect(() => parseFeedText('{"vehicles": []}', "json", "f.json")).toThrow(
    'f.json must hold an array of cars, or {"cars": [...]}',
  );
  expect(() => parseFeedText("{", "json", "f.json")).toThrow("f.json is not valid JSON");
  expect(() => parseFeedText('a,b\n"x,1', "csv", "f.csv")).toThrow("f.csv is not valid CSV");
});
