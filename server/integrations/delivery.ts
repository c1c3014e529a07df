import { distanceKm, getDeliveryPrice } from "#domain/delivery";
import { geocodePostcode } from "./postcodes";

/*
 * The delivery-price service behind the delivery calculator [VSD §7 "Delivery price lookup by
 * postcode: returns name and price"; docs/architecture.md rule 7]. The local implementation looks the
 * postcode up in the bundled Australian postcode table and prices the distance from the car's
 * location (domain/delivery.ts).
 */
export type DeliveryEstimate = { name: string; price: number; distance_km: number };

export interface DeliveryService {
  estimate(from: { lat: number; long: number }, postcode: string): Promise<DeliveryEstimate | null>;
}

export function createLocalDelivery(): DeliveryService {
  return {
    async estimate(from, postcode) {
      const place = geocodePostcode(postcode);
      if (!place) return null;
      const { roadKm, price } = getDeliveryPrice(distanceKm(from, place));
      const locality = place.locality.replace(
        /\b([A-Z])([A-Z]*)\b/g,
        (_, a: string, b: string) => a + b.toLowerCase(),
      );
      return { name: `${locality} ${place.state} ${place.postcode}`, price, distance_km: roadKm };
    },
  };
}
