import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";

/*
 * Rego lookup for the trade-in [SW §4 Trade-in lead steps "rego lookup"; VSD §7 Lead submission
 * helper "rego lookup"]: the buyer's plate and state give the car's make, model, year and badge, so
 * they need not type them. The local implementation looks the plate up among every car the
 * platform's dealers have stocked (a buyer trading in a car bought from the dealer is found); a
 * registry adapter (a state's registration service) answers the same shape [docs/architecture.md rule 7].
 */
export type RegoVehicle = { make: string; model: string; year: number; badge: string | null };

export interface RegoLookupService {
  lookup(rego: string, state: string): Promise<RegoVehicle | null>;
}

/** "abc 123" and "ABC-123" are one plate. */
export function normalisePlate(rego: string): string {
  return rego.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export function createLocalRegoLookup(db: Database): RegoLookupService {
  return {
    async lookup(rego, state) {
      const plate = normalisePlate(rego);
      if (plate.length < 2 || plate.length > 9) return null;
      const [car] = await db
        .select({ make: cars.make, model: cars.model, year: cars.year, badge: cars.badge })
        .from(cars)
        .where(
          and(
            sql`upper(regexp_replace(coalesce(${cars.regplate}, ''), '[^A-Za-z0-9]', '', 'g')) = ${plate}`,
            eq(cars.rego_state, state),
          ),
        )
        .orderBy(desc(cars.year))
        .limit(1);
      return car ?? null;
    },
  };
}
