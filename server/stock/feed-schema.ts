import { z } from "zod";
import { isHttpUrl } from "#domain/http-url";

/*
 * One row of a stock feed (docs/stock-feed.md). CSV cells arrive as strings, so numbers and
 * booleans are coerced; empty cells mean "not given". Field names follow [VSD §3 Car].
 */
const empty = (v: unknown) => (v === "" || v === null ? undefined : v);
const optionalText = z.preprocess(empty, z.string().trim().max(500).optional());
const optionalInt = (min: number, max: number) =>
  z.preprocess(empty, z.coerce.number().int().min(min).max(max).optional());
const optionalDate = z.preprocess(
  empty,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written yyyy-mm-dd")
    .optional(),
);
const bool = z.preprocess((v) => {
  if (v === "" || v === undefined || v === null) return undefined;
  if (typeof v === "boolean") return v;
  const s = String(v).toLowerCase();
  if (["true", "yes", "1", "y"].includes(s)) return true;
  if (["false", "no", "0", "n"].includes(s)) return false;
  return v;
}, z.boolean().optional());
const list = z.preprocess(
  (v) => {
    if (v === "" || v === undefined || v === null) return [];
    if (Array.isArray(v)) return v;
    return String(v)
      .split("|")
      .map((s) => s.trim())
      .filter(Boolean);
  },
  z.array(z.string().min(1)).max(60),
);

const thisYear = new Date().getFullYear();

export const FeedRowSchema = z.object({
  stocknum: z.preprocess(
    empty,
    z
      .string({ error: "is required" })
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9._/-]+$/, "letters, digits and . _ / - only"),
  ),
  car_type: z.preprocess(empty, z.enum(["new", "used", "demo"], { error: "must be new, used or demo" })),
  status: z.preprocess(empty, z.enum(["in_stock", "coming_soon", "sold", "other"]).default("in_stock")),
  year: z.preprocess(
    empty,
    z.coerce
      .number({ error: "is required" })
      .int()
      .min(1900)
      .max(thisYear + 1),
  ),
  make: z.preprocess(empty, z.string({ error: "is required" }).trim().min(1).max(60)),
  model: z.preprocess(empty, z.string({ error: "is required" }).trim().min(1).max(80)),
  badge: optionalText,
  series: optionalText,
  price: z.preprocess(
    empty,
    z.coerce.number({ error: "is required" }).int("must be whole dollars").min(0).max(10_000_000),
  ),
  before_price: optionalInt(0, 10_000_000),
  subscription_price: optionalInt(0, 100_000),
  price_type: optionalText,
  km: z.preprocess(empty, z.coerce.number().int().min(0).max(3_000_000).default(0)),
  colour: optionalText,
  interior_colour: optionalText,
  body: optionalText,
  bodyconfiguration: optionalText,
  transmission: z.preprocess(empty, z.enum(["Automatic", "Manual"]).optional()),
  trans: optionalText,
  gearnum: optionalInt(1, 12),
  fuel: optionalText,
  drive: optionalText,
  seats: optionalInt(0, 60),
  doors: optionalInt(0, 10),
  engine_size: optionalInt(0, 20_000),
  vin: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, "must be 17 letters and digits (no I, O or Q)")
      .optional(),
  ),
  nvic: optionalText,
  regplate: optionalText,
  rego_state: z.preprocess(empty, z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]).optional()),
  rego_expiry: optionalDate,
  build_date: optionalDate,
  compliance_date: optionalDate,
  tag: optionalText,
  reserved: bool,
  certified: bool,
  preorder: bool,
  location_id: optionalInt(1, 2_147_483_647),
  images: list,
  video_url: z.preprocess(empty, z.string().refine(isHttpUrl, "an http(s) address").optional()),
  dealercomments: z.preprocess(empty, z.string().max(20_000).optional()),
  standard_equipment: list,
  show_on_dealer_website: bool,
});

export type FeedRow = z.infer<typeof FeedRowSchema>;
export const FEED_FIELDS = Object.keys(FeedRowSchema.shape);
