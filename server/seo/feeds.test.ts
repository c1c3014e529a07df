import { describe, expect, it } from "vitest";
import { car } from "../../tests/setup/search-docs";
import { inventoryFeedItem } from "./feeds.server";

const origin = "https://dealer.example.com.au";

describe("the vehicle inventory feed's items", () => {
  it("gives a car its mileage in km", () => {
    const item = inventoryFeedItem(car(1, { km: 50_000 }), origin);
    expect(item["g:mileage"]).toBe("50000 km");
    expect(item.link).toBe(`${origin}/cars/car-1`);
  });

  it("gives a caravan, which has no odometer, no mileage", () => {
    const van = car(2, { vehicle_kind: "caravan", simple_body: "Caravan", km: 0 });
    const item = inventoryFeedItem(van, origin);
    expect(item["g:mileage"]).toBeUndefined();
    expect(item["g:body_style"]).toBe("Caravan");
  });
});
