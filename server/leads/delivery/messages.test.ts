import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { demoRegistry } from "../../../tests/setup/sites";
import type { LeadRecord } from "./lead-record.server";
import { buyerEmail, dealerEmail, leadAdfXml } from "./messages.server";

/*
 * What the dealer receives is what the buyer typed, vehicle included: every lead that names a
 * vehicle carries it in the e-mail's body and as an ADF <vehicle> (docs/decisions/
 * 036-what-the-dealer-receives.md).
 */
const site = demoRegistry().bySlug.get("southern-cross")!;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false });

type AdfVehicle = Record<string, unknown> & {
  "@_interest"?: string;
  "@_status"?: string;
  odometer?: { "#text": string };
};

function lead(over: Partial<LeadRecord> & { payload: Record<string, unknown> }): LeadRecord {
  return {
    id: "7d3c9a8e-2f4b-4c1d-9e0a-123456789abc",
    created_at: new Date("2026-11-26T01:00:00Z"),
    category: "General Enquiry",
    subcategory: null,
    name: "Alex",
    email: "alex@example.com",
    phone: "0412345678",
    message: null,
    opt_in: true,
    site,
    car: null,
    location: site.locations[0]!,
    dealership: null,
    ...over,
  };
}

function adf(record: LeadRecord) {
  const prospect = parser.parse(leadAdfXml(record)).adf.prospect as {
    vehicle?: AdfVehicle | AdfVehicle[];
    customer: { comments?: string };
  };
  return { vehicles: [prospect.vehicle ?? []].flat(), comments: prospect.customer.comments ?? "" };
}

const stockCar = {
  id: 12,
  slug: "2024-hyundai-tucson-n-line-sc10012",
  name: "2024 Hyundai Tucson N Line",
  year: 2024,
  make: "Hyundai",
  model: "Tucson",
  badge: "N Line",
  vin: "KMHJB81BMRU123456",
  stocknum: "SC10012",
  price: 44_990,
  km: 12,
  vehicle_kind: "car",
  car_type: "new",
  colour: "Amazon Grey",
};

describe("the vehicle a lead names, in the dealer's e-mail and the ADF", () => {
  it("a test drive typed on /book-test-drive: the model to drive, interest test-drive", () => {
    const record = lead({
      category: "Test Drive",
      payload: { source: "test-drive form", vehicle_make: "Hyundai", vehicle_model: "Tucson N Line" },
    });
    expect(dealerEmail(record, "sales@dealer.test").text).toContain(
      "Test drive vehicle: Hyundai Tucson N Line",
    );
    const { vehicles } = adf(record);
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({
      "@_interest": "test-drive",
      make: "Hyundai",
      model: "Tucson N Line",
    });
  });

  it("a test drive of a car in stock: that car, interest test-drive, status new, with VIN and stock number", () => {
    const record = lead({ category: "Test Drive", car: stockCar, payload: { source: "vehicle page" } });
    const { vehicles } = adf(record);
    expect(vehicles).toEqual([
      expect.objectContaining({
        "@_interest": "test-drive",
        "@_status": "new",
        year: "2024",
        make: "Hyundai",
        model: "Tucson",
        trim: "N Line",
        vin: "KMHJB81BMRU123456",
        stock: "SC10012",
      }),
    ]);
    expect(dealerEmail(record, "sales@dealer.test").text).toContain("Vehicle: 2024 Hyundai Tucson N Line");
  });

  it("a car in stock carries its odometer; a caravan, which has none, carries no odometer", () => {
    const usedCar = { ...stockCar, car_type: "used", km: 38_500 };
    const [car] = adf(lead({ car: usedCar, payload: { source: "vehicle page" } })).vehicles;
    expect(car!.odometer).toMatchObject({ "#text": "38500", "@_units": "km" });

    const van = {
      ...stockCar,
      name: "2023 Jayco Journey Outback 21ft Off-Road Ensuite",
      make: "Jayco",
      model: "Journey Outback",
      badge: "21ft Off-Road Ensuite",
      vehicle_kind: "caravan",
      car_type: "used",
      km: 1500,
    };
    const record = lead({ car: van, payload: { source: "vehicle page" } });
    const [vehicle] = adf(record).vehicles;
    expect(vehicle).toMatchObject({ "@_status": "used", make: "Jayco", model: "Journey Outback" });
    expect(vehicle!.odometer).toBeUndefined();
    expect(leadAdfXml(record)).not.toContain("<odometer");
    expect(dealerEmail(record, "sales@dealer.test").text).not.toMatch(/\bkm\b/);
  });

  it("a service: the buyer's own car with its kilometres and rego, no purchase interest", () => {
    const record = lead({
      category: "Service",
      payload: {
        source: "service form",
        vehicle_make: "Mitsubishi",
        vehicle_model: "Triton",
        odometer: "60000",
        rego: "123ABC",
      },
    });
    expect(dealerEmail(record, "service@dealer.test").text).toContain(
      "Service vehicle: Mitsubishi Triton, 60,000 km",
    );
    const [vehicle] = adf(record).vehicles;
    expect(vehicle!["@_interest"]).toBeUndefined();
    expect(vehicle).toMatchObject({ "@_status": "used", make: "Mitsubishi", model: "Triton" });
    expect(vehicle!.odometer?.["#text"]).toBe("60000");
    expect(String(vehicle!.comments)).toContain("Rego 123ABC");
  });

  it("parts: the buyer's car with its year and VIN", () => {
    const record = lead({
      category: "Parts",
      payload: {
        source: "parts form",
        vehicle_make: "Toyota",
        vehicle_model: "HiLux",
        vehicle_year: "2019",
        vin: "MR0FA3CD100123456",
      },
    });
    expect(dealerEmail(record, "parts@dealer.test").text).toContain(
      "Parts for: 2019 Toyota HiLux, VIN MR0FA3CD100123456",
    );
    expect(adf(record).vehicles[0]).toMatchObject({
      "@_status": "used",
      year: "2019",
      make: "Toyota",
      model: "HiLux",
      vin: "MR0FA3CD100123456",
    });
  });

  it("a trade-in: the car, its kilometres and every answer its offer was worked out from", () => {
    const record = lead({
      category: "Trade In",
      subcategory: "3. Offer Accepted",
      payload: {
        source: "trade-in form",
        url: "/trade-in",
        vehicle_make: "Volkswagen",
        vehicle_model: "T-Roc",
        vehicle_year: "2021",
        odometer: "45000",
        rego: "ABC123",
        rego_state: "QLD",
        offer_price: 17_500,
        offer_accepted: true,
        valuation: {
          offer_price: 17_500,
          adjustmentAnswers: {
            condition: "Fair",
            service_history: "Full",
            accident_damage: "No",
            keys: "1",
            finance_owing: "No",
          },
        },
      },
    });
    const text = dealerEmail(record, "sales@dealer.test").text;
    for (const line of [
      "Trade-in vehicle: 2021 Volkswagen T-Roc, 45,000 km",
      "Offer price: $17,500",
      "Offer accepted: Yes",
      "Overall condition: Fair",
      "Number of keys: 1",
    ])
      expect(text).toContain(line);
    const { vehicles, comments } = adf(record);
    expect(vehicles[0]).toMatchObject({
      "@_interest": "trade-in",
      "@_status": "used",
      year: "2021",
      make: "Volkswagen",
      model: "T-Roc",
    });
    expect(vehicles[0]!.odometer?.["#text"]).toBe("45000");
    expect(comments).toContain("Overall condition: Fair");
    expect(comments).toContain("Offer price: $17,500");
  });

  it("a car sold outright from /sell-your-car: interest sell", () => {
    const record = lead({
      category: "Trade In",
      payload: {
        source: "trade-in form",
        url: "/sell-your-car",
        vehicle_make: "Mazda",
        vehicle_model: "CX-5",
      },
    });
    expect(adf(record).vehicles[0]!["@_interest"]).toBe("sell");
    expect(dealerEmail(record, "sales@dealer.test").text).toContain("Vehicle to sell: Mazda CX-5");
  });

  it("a trade-in on a car in stock: the car to buy and the car to trade in", () => {
    const record = lead({
      category: "Trade In",
      car: { ...stockCar, car_type: "used" },
      payload: {
        source: "trade-in form",
        url: "/cars/trade-in",
        vehicle_make: "Kia",
        vehicle_model: "Cerato",
        vehicle_year: "2020",
        odometer: "70000",
        vin: stockCar.vin,
      },
    });
    expect(adf(record).vehicles.map((v) => [v["@_interest"], v.make, v.vin])).toEqual([
      ["buy", "Hyundai", "KMHJB81BMRU123456"],
      ["trade-in", "Kia", undefined],
    ]);
  });

  it("a contact form's rego alone names no vehicle (it stays in the comments)", () => {
    const record = lead({ payload: { source: "contact form", rego: "XYZ789" } });
    const { vehicles, comments } = adf(record);
    expect(vehicles).toEqual([]);
    expect(comments).toContain("Rego: XYZ789");
  });
});

describe("an unsubscribe (/pages/unsubscribe)", () => {
  it("tells the dealer which address to take off its lists, and the buyer that it is done", () => {
    const record = lead({ category: "Unsubscribe", name: null, phone: null, opt_in: false, payload: {} });
    const dealer = dealerEmail(record, "sales@example.com");
    expect(dealer.text).toContain(
      "A buyer asked the Southern Cross Motor Group website to stop sending offers and product updates to alex@example.com.",
    );
    const buyer = buyerEmail(record, "alex@example.com");
    expect(buyer.subject).toBe("You are unsubscribed - Southern Cross Motor Group");
    expect(buyer.text).toContain("will send no more offers or product updates to that address");
    expect(buyer.text).not.toContain("/pages/unsubscribe");
  });

  it("is offered at the foot of every other e-mail a buyer is sent, at the site's own address", () => {
    const buyer = buyerEmail(lead({ payload: {} }), "alex@example.com");
    expect(buyer.text).toMatch(
      /To stop offers and product updates from Southern Cross Motor Group: https?:\/\/[^/\s]+\/pages\/unsubscribe\n$/,
    );
    expect(buyer.html).toContain("/pages/unsubscribe");
  });
});

describe("a booking's date and time in the dealer's e-mail", () => {
  it("read as the site writes them, the time in its location's zone", () => {
    const record = lead({ payload: { preferred_date: "2026-12-01", preferred_time: "14:30" } });
    const details = dealerEmail(record, "sales@example.com").text;
    expect(details).toContain("Preferred date: 01/12/2026");
    expect(details).toContain("Preferred time: 2:30pm (Brisbane time)");
    const melbourne = site.locations.find((l) => l.address.state === "VIC")!;
    const victorian = dealerEmail(
      lead({ location: melbourne, payload: { preferred_time: "09:00" } }),
      "sales@example.com",
    ).text;
    expect(victorian).toContain("Preferred time: 9am (Melbourne time)");
  });
});
