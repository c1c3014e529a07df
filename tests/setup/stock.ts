import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";

/** Marks one in-stock car of the site sold, as a direct write to the database does; its id. */
export async function sellAnyCar(db: Database, siteId: number): Promise<number> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.site_id, siteId), eq(cars.status, "in_stock")))
    .limit(1);
  await db.update(cars).set({ status: "sold" }).where(eq(cars.id, car!.id));
  return car!.id;
}
