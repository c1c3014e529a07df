import { geocodePostcode } from "./postcodes";

/*
 * Postcode geocoding [SW §5 Postcode geocoding "Must resolve to an Australian postcode, otherwise
 * the error is Invalid postcode"; §7 Geocode "GET ... postal_code and country AU; reads
 * results[0].geometry.location{lat, lng}"]. The local implementation reads the bundled Australian
 * postcode table; a maps-service adapter would answer the same shape [docs/architecture.md rule 7].
 */
export const INVALID_POSTCODE = "Invalid postcode";

export type GeocodeResult = { lat: number; lng: number; locality: string; state: string };

export interface GeocodeService {
  geocode(postcode: string): Promise<GeocodeResult | null>;
}

export function createLocalGeocode(): GeocodeService {
  return {
    async geocode(postcode) {
      if (!/^\d{4}$/.test(postcode)) return null;
      const place = geocodePostcode(postcode);
      return place ? { lat: place.lat, lng: place.long, locality: place.locality, state: place.state } : null;
    },
  };
}
