import { createHmac, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { calendarDate, formatDateTime } from "#domain/dates";
import { isSpinRunning, prizeForDraw, totalWeight, VOUCHER_ALPHABET } from "#domain/spin-to-win";
import type { SignedInUser } from "#server/auth/auth.server";
import type { Database } from "#server/db/client";
import { spins } from "#server/db/schema";
import { createLead } from "#server/leads/leads.server";
import type { Site } from "#server/sites/registry";

/*
 * Spin to win [domain/spin-to-win.ts]. One spin per buyer and promotion: the spin is kept under a
 * keyed hash of the mobile number, unique per site and promotion, so two spins sent at once, a
 * second device or a deleted and re-made account all find the first spin's prize. The prize is
 * drawn here with the operating system's random source; the buyer's browser only shows it.
 */
export type SpinResult = {
  prizeIndex: number;
  prize: string;
  voucher: string;
  at: string;
};

const phoneHash = (secretKey: string, site: Site, phone: string) =>
  createHmac("sha256", secretKey).update(`${site.id}:spin-to-win:${phone}`).digest("hex");

function voucherCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

function view(site: Site, row: typeof spins.$inferSelect): SpinResult {
  const index = site.spin_to_win.prizes.findIndex((p) => p.label === row.prize);
  return {
    prizeIndex: index,
    prize: row.prize,
    voucher: row.voucher,
    at: formatDateTime(row.created_at, site.time_zone),
  };
}

/** The buyer's spin in the site's current promotion, if they have had it. */
export async function getSpin(
  db: Database,
  site: Site,
  user: SignedInUser,
  secretKey: string,
): Promise<SpinResult | null> {
  const promotion = site.spin_to_win.promotion;
  if (!promotion) return null;
  const [row] = await db
    .select()
    .from(spins)
    .where(
      and(
        eq(spins.site_id, site.id),
        eq(spins.promotion, promotion),
        eq(spins.phone_hash, phoneHash(secretKey, site, user.phone)),
      ),
    );
  return row ? view(site, row) : null;
}

/**
 * The buyer spins: a new prize the first time (with the dealer's lead, in one transaction), the
 * same prize every time after. Null when no promotion runs today.
 */
export async function spinToWin(
  db: Database,
  site: Site,
  user: SignedInUser,
  secretKey: string,
  /** What the buyer has saved (My Garage, an earlier form), for the dealer's lead. */
  buyer: { name: string; email: string },
  now = new Date(),
): Promise<{ result: SpinResult; first: boolean } | null> {
  const config = site.spin_to_win;
  if (!config.promotion || !isSpinRunning(config, calendarDate(now, site.time_zone))) return null;
  const index = prizeForDraw(config.prizes, randomInt(totalWeight(config.prizes)));
  const prize = config.prizes[index]!.label;
  const hash = phoneHash(secretKey, site, user.phone);
  const won = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(spins)
      .values({
        site_id: site.id,
        promotion: config.promotion!,
        phone_hash: hash,
        user_id: user.id,
        prize,
        voucher: voucherCode(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const lead = await createLead(tx as unknown as Database, site, {
      category: "Spin to Win",
      subcategory: prize,
      car_id: null,
      dealership_id: site.dealerships[0]?.id ?? null,
      location_id: null,
      name: buyer.name,
      email: buyer.email || null,
      phone: user.phone,
      message: `Won "${prize}" in ${config.title}. Voucher ${row.voucher}.`,
      idempotency_key: `spin:${row.id}`,
      opt_in: false,
      payload: {
        promotion: config.promotion,
        prize,
        voucher: row.voucher,
        source: "spin to win",
        url: "/spin-to-win",
      },
    });
    await tx.update(spins).set({ lead_id: lead.id }).where(eq(spins.id, row.id));
    return row;
  });
  if (won) return { result: view(site, won), first: true };
  const earlier = await getSpin(db, site, user, secretKey);
  return earlier && { result: earlier, first: false };
}
