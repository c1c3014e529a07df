import { describe, expect, it } from "vitest";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { vehicleJsonLd } from "./seo";

type JsonLdPage = Parameters<typeof vehicleJsonLd>[0];

const car: VehiclePage["car"] = {
  id: 12,
  slug: "2024-hyundai-tucson-n-line-sc10012",
  name: "2024 Hyundai Tucson N Line",
  year: 2024,
  make: "Hyundai",
  model: "Tucson",
  badge: "N Line",
  series: null,
  stocknum: "SC10012",
  vin: "KMHJB81BMRU123456",
  car_type: "used",
  status: "in_stock",
  price: 44_990,
  price_type: "Drive Away",
  km: 38_500,
  colour: "Amazon Grey",
  fuel: "Petrol - Unleaded ULP",
  simple_fuel: "Petrol",
  simple_body: "SUV",
  simple_transmission: "Automatic",
  vehicle_kind: "car",
  fuel_consumption: 8.1,
  standard_equipment: [],
  history_file: null,
  hidden: false,
  available: true,
};

function page(over: Partial<VehiclePage["car"]> = {}): JsonLdPage {
  return {
    car: { ...car, ...over },
    canonical: `https://dealer.example.com.au/cars/${car.slug}`,
    price: { kind: "price", amount: 44_990, was: null },
    dealership: { id: 1, name: "Southern Cross Motors", slug: "southern-cross" },
  };
}

describe("the vehicle page's schema.org Car", () => {
  it("gives a car its mileage from the odometer in km", () => {
    expect(vehicleJsonLd(page(), null)).toMatchObject({
      "@type": "Car",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 38_500, unitCode: "KMT" },
    });
  });

  it("gives a caravan, which has no odometer, no mileage", () => {
    const jsonLd = vehicleJsonLd(page({ vehicle_kind: "caravan", simple_body: "Caravan", km: 0 }), null);
    expect(jsonLd).not.toHaveProperty("mileageFromOdometer");
    expect(jsonLd).toMatchObject({ "@type": "Car", bodyType: "Caravan", sku: "SC10012" });
  });

  it("keeps the mileage of a motorhome, which is driven", () => {
    expect(vehicleJsonLd(page({ vehicle_kind: "motorhome", km: 42_000 }), null)).toHaveProperty(
      "mileageFromOdometer.value",
      42_000,
    );
  });
});
