import { z } from "zod";
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from "#domain/availability";
import { isHttpUrl } from "#domain/http-url";
import { DROPDOWN_FACETS, PAGE_SIZE } from "#domain/search-facets";
import { DEFAULT_HOLD_HOURS, DEFAULT_RESERVE_DEPOSIT } from "#domain/reservations";
import {
  DEFAULT_FEED_HOLD_SHARE,
  DEFAULT_FEED_STALE_HOURS,
  FEED_FORMATS,
  LATE_AFTER_INTERVALS,
} from "#domain/stock-feeds";

/*
 * The site configuration: one JSON file per dealer site in sites/. Every per-site variation the
 * specification mentions ("some sites", "one dealer", "one provider") is a named switch here with
 * a default, so no code ever tests a site slug or template name (docs/architecture.md rule 1).
 * Descriptions cite the specification: [VSD] its Vehicle search and detail, [SW] its Site-wide and
 * supporting pages (docs/architecture.md, habits).
 * docs/site-config.md and sites/site.schema.json are generated from this file
 * (`npm run forecourt -- docs`); a test keeps them in step.
 */

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a #rrggbb colour");
/** A link: a path on the site ("/x", never "//host") or an http(s) address, never another scheme. */
const Path = z
  .string()
  .refine(
    (value) =>
      (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) || isHttpUrl(value),
    "a path starting with / or an http(s) address",
  );
/** An address a page links to or loads: http(s) only, so `javascript:` and `data:` never reach a page. */
const HttpUrl = z.string().refine(isHttpUrl, "an http(s) address");
const AuState = z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
const Hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time such as 08:30");
export const CarTypeSchema = z.enum(["new", "used", "demo"]);
export const LocationTypeSchema = z.enum(["sales", "service", "parts", "empty", "service-and-parts"]);

export const MenuLinkSchema = z.object({
  label: z.string().min(1),
  href: Path,
});

export const MenuItemSchema = MenuLinkSchema.extend({
  children: z.array(MenuLinkSchema).default([]).describe("A dropdown under this item (one level)."),
});

export const OpeningHourSchema = z.object({
  weekday: z.number().int().min(0).max(6).describe("0 = Sunday to 6 = Saturday [SW §3 Opening-hour entry]"),
  status: z.enum(["Open", "Closed"]),
  open: Hhmm.optional(),
  close: Hhmm.optional(),
});

const DEFAULT_HOURS: z.input<typeof OpeningHourSchema>[] = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "12:30" },
];

export const LocationConfigSchema = z.object({
  id: z.number().int().positive(),
  slug: Slug,
  name: z.string().min(1),
  location_type: LocationTypeSchema,
  location_subtype: z.array(z.string()).default([]),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealership_id: z.number().int().positive(),
  manufacturers: z.array(z.string()).default([]),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: AuState,
    postcode: z.string().regex(/^\d{4}$/, "a 4-digit Australian postcode"),
    lat: z
      .number()
      .min(-44)
      .max(-9)
      .optional()
      .describe("Taken from the bundled postcode table when absent."),
    long: z.number().min(112).max(154).optional(),
    place_url: HttpUrl.optional(),
  }),
  phone: z.string().min(6),
  landline_phone: z.string().optional(),
  opening_hours: z.array(OpeningHourSchema).length(7).default(DEFAULT_HOURS),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  distribution_locations: z.array(z.string()).default([]),
});

export const DealershipConfigSchema = z.object({
  id: z.number().int().positive(),
  slug: Slug,
  name: z.string().min(1),
  manufacturers: z.array(z.string()).default([]),
});

/** One limit: at most `limit` requests in a window of `window_minutes`. */
const LimitSchema = z.object({
  limit: z.number().int().min(1),
  window_minutes: z.number().int().min(1).max(1440),
});
type LimitInput = z.input<typeof LimitSchema>;

/** Limits of one kind of public write, counted per visitor IP, per network, per phone number and per site. */
const ratePolicy = (
  defaults: {
    per_ip: LimitInput;
    per_prefix?: LimitInput | null;
    per_phone: LimitInput | null;
    per_site: LimitInput | null;
    per_site_soft?: LimitInput | null;
  },
  what: string,
) =>
  z
    .object({
      per_ip: LimitSchema.describe("Per visitor IP address."),
      per_prefix: LimitSchema.nullable()
        .default(defaults.per_prefix ?? null)
        .describe(
          "Per visitor network (an IPv4 /24, an IPv6 /48), so a flood spread over one network's addresses counts as one; null for none.",
        ),
      per_phone: LimitSchema.nullable().describe(
        "Per phone number given, where the write has one (for sign-in codes and their checks, counted across every site).",
      ),
      per_site: LimitSchema.nullable().describe(
        "All visitors of the site together: a hard cap, with a short window so that a buyer it refuses waits minutes, not an hour (where the form carries a pass, only requests with a valid one count here); null for none.",
      ),
      per_site_soft: LimitSchema.nullable()
        .default(defaults.per_site_soft ?? null)
        .describe(
          "All visitors of the site together: past it the operator is warned once a window and, where the form carries a pass (sign-in codes), a request without a valid one is refused; null for none.",
        ),
    })
    .default({ per_prefix: null, per_site_soft: null, ...defaults })
    .describe(what);

/**
 * The shared rate limiter's limits [docs/architecture.md rule 11; docs/decisions/007-rate-limiter.md and
 * 032-flood-without-lockout.md]. The spec gives none; these defaults let a buyer do everything a
 * buyer does and stop a script, and a flood spread over many addresses neither runs past the
 * site's budget nor locks its buyers out for long.
 */
export const RateLimitsSchema = z
  .object({
    lead: ratePolicy(
      {
        per_ip: { limit: 20, window_minutes: 10 },
        per_prefix: { limit: 60, window_minutes: 10 },
        per_phone: { limit: 10, window_minutes: 60 },
        per_site: { limit: 150, window_minutes: 1 },
        per_site_soft: { limit: 100, window_minutes: 10 },
      },
      "Lead forms: enquiry, test drive, request photos, find me something similar.",
    ),
    sign_in_code: ratePolicy(
      {
        per_ip: { limit: 5, window_minutes: 10 },
        per_prefix: { limit: 10, window_minutes: 10 },
        per_phone: { limit: 5, window_minutes: 60 },
        per_site: { limit: 25, window_minutes: 5 },
        per_site_soft: { limit: 30, window_minutes: 60 },
      },
      "Texting a sign-in code (each one is a paid text message).",
    ),
    sign_in_verify: ratePolicy(
      {
        per_ip: { limit: 20, window_minutes: 10 },
        per_site: null,
        per_phone: { limit: 10, window_minutes: 10 },
      },
      "Checking a sign-in code (on top of 5 tries per code).",
    ),
    account: ratePolicy(
      { per_ip: { limit: 120, window_minutes: 10 }, per_site: null, per_phone: null },
      "Watchlist saves and removals, signing out.",
    ),
    finance_quote: ratePolicy(
      {
        per_ip: { limit: 60, window_minutes: 10 },
        per_site: { limit: 3000, window_minutes: 10 },
        per_phone: null,
      },
      "Finance quotes (POST /api/youx/quote).",
    ),
    tracking: ratePolicy(
      { per_ip: { limit: 300, window_minutes: 10 }, per_site: null, per_phone: null },
      "View counts, phone reveals and PDF downloads.",
    ),
    reserve: ratePolicy(
      {
        per_ip: { limit: 20, window_minutes: 10 },
        per_prefix: { limit: 60, window_minutes: 10 },
        per_phone: { limit: 10, window_minutes: 60 },
        per_site: { limit: 50, window_minutes: 1 },
        per_site_soft: { limit: 100, window_minutes: 10 },
      },
      "Reserving a car online and cancelling a reservation (each one a payment or a refund).",
    ),
    payment_webhook: ratePolicy(
      { per_ip: { limit: 600, window_minutes: 10 }, per_site: null, per_phone: null },
      "The payment provider's webhook (signed; a forged one is refused before it counts).",
    ),
  })
  .prefault({});
export type RateLimits = z.output<typeof RateLimitsSchema>;
export type RateLimitPolicy = keyof RateLimits;

/**
 * Where a site's leads go [docs/decisions/014-lead-delivery.md]. Every rule whose categories and
 * locations match a lead adds its recipients; a rule with no categories (or no locations) matches
 * every one. A site must have a rule that matches everything, so no lead is left with nobody to go to.
 */
const WebhookSchema = z.object({
  url: HttpUrl,
  secret_env: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, "an environment variable name such as SOUTHERN_CROSS_CRM_SECRET")
    .describe(
      "The environment variable holding the signing secret (whsec_ and base64, Standard Webhooks); secrets never sit in site files.",
    ),
});
export const LeadRouteSchema = z.object({
  categories: z
    .array(z.string().min(1))
    .default([])
    .describe(
      "Lead categories this rule is for (Vehicle Enquiry, Test Drive, Trade In, Finance, Service ...); empty for all.",
    ),
  locations: z.array(Slug).default([]).describe("Location slugs this rule is for; empty for all."),
  email: z
    .array(z.email())
    .default([])
    .describe("Addresses sent each lead as ADF/XML 1.0 with a readable body."),
  webhooks: z.array(WebhookSchema).default([]).describe("URLs posted each lead as signed JSON."),
});
export const LeadDeliverySchema = z
  .object({
    routes: z
      .array(LeadRouteSchema)
      .min(1)
      .refine(
        (routes) =>
          routes.some(
            (r) =>
              r.categories.length === 0 && r.locations.length === 0 && r.email.length + r.webhooks.length > 0,
          ),
        "needs one rule with no categories and no locations (and a recipient), so every lead goes somewhere",
      ),
    buyer_confirmation: z.boolean().default(true).describe("E-mail the buyer a copy of what they sent."),
    reply_to: z
      .email()
      .optional()
      .describe("Where the buyer's replies go; the first catch-all address otherwise."),
  })
  .describe("Where leads are delivered: dealer e-mail (ADF/XML) and CRM webhooks [SW §7 Form submit].");
export type LeadRoute = z.output<typeof LeadRouteSchema>;

const EnvName = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, "an environment variable name such as SOUTHERN_CROSS_FEED_PASSWORD");

const LOCAL_FEED_PATH = /^\/local-feeds\/[a-z0-9-]+\/stock\.(csv|json|xml)$/;

/**
 * A stock feed the app pulls on a schedule (docs/stock-feed.md "Scheduled feeds"): a file at an
 * address or the newest file in a drop folder, imported as `forecourt import` does.
 */
export const FeedConfigSchema = z
  .object({
    name: Slug.default("stock").describe("Names the feed in `forecourt feeds`; unique within the site."),
    url: z
      .string()
      .superRefine((url, ctx) => {
        const problem = url.startsWith("/")
          ? LOCAL_FEED_PATH.test(url)
            ? null
            : "a /local-feeds/<slug>/stock.<csv|json|xml> path"
          : !isHttpUrl(url)
            ? "an http(s) address"
            : new URL(url).username || new URL(url).password
              ? "no user name or password in the address: name them with username_env and password_env"
              : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional()
      .describe(
        "The feed's address (http or https); or /local-feeds/<slug>/stock.<format>, the local feeds of development and the demo (LOCAL_FEEDS).",
      ),
    folder: z
      .string()
      .min(1)
      .optional()
      .describe(
        "A drop folder the dealer's system writes to (relative paths are under DATA_DIR): its newest file of the format is read.",
      ),
    format: z.enum(FEED_FORMATS).describe("csv, json or xml (docs/stock-feed.md)."),
    full: z
      .boolean()
      .describe("true: each file is the whole stock and cars missing from it are sold; false: changes only."),
    every_minutes: z.number().int().min(1).max(1440).default(60).describe("How often it is pulled."),
    username_env: EnvName.optional().describe("The variable holding the basic-auth user name."),
    password_env: EnvName.optional().describe("The variable holding the basic-auth password."),
    token_env: EnvName.optional().describe("The variable holding a bearer token, sent as Authorization."),
    late_after_minutes: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        `Without a good run for this long the feed is late; default ${LATE_AFTER_INTERVALS} of its intervals.`,
      ),
    stale_after_hours: z
      .number()
      .positive()
      .max(24 * 30)
      .default(DEFAULT_FEED_STALE_HOURS)
      .describe(
        "Without a good run for this long the site is stale: its pages ask buyers to confirm availability and Reserve Online and Buy Online are withdrawn.",
      ),
    hold_above_share: z
      .number()
      .min(0)
      .max(1)
      .default(DEFAULT_FEED_HOLD_SHARE)
      .describe(
        "A full feed that would mark more than this share of the site's unsold cars sold is held for `forecourt feeds approve`.",
      ),
  })
  .strict()
  .refine(
    (feed) => (feed.url === undefined) !== (feed.folder === undefined),
    "needs a url or a folder, not both",
  )
  .refine(
    (feed) => (feed.username_env === undefined) === (feed.password_env === undefined),
    "username_env and password_env go together",
  );
export type FeedConfig = z.output<typeof FeedConfigSchema>;

export const TEMPLATE_NAMES = ["metro", "showroom"] as const;

const LayoutSchema = z.object({
  header: z
    .enum(["mega", "bar"])
    .describe("mega: two-row header with a brand mega-menu; bar: one centred bar."),
  footer: z.enum(["columns", "compact"]),
  hero: z.enum(["full-bleed", "split"]),
});

export const SiteConfigSchema = z
  .object({
    $schema: z.string().optional(),
    slug: Slug.describe("The site's key; also serves the site at <slug>.localhost in development."),
    template: z.enum(TEMPLATE_NAMES).describe("Layout preset (header, footer, hero); `layout` overrides it."),
    name: z.string().min(1),
    default_site: z
      .boolean()
      .default(false)
      .describe(
        "Served on plain localhost (and 127.0.0.1); at most one site says true, else the first by slug.",
      ),
    id: z.number().int().positive().describe("website_id, sent with view counts and lead reveals [VSD §7]."),
    dealership_id: z.number().int().positive(),
    manufacturer: z
      .object({ name: z.string(), slug: Slug })
      .nullable()
      .default(null)
      .describe("Set for single-manufacturer franchise sites; offers then use /offers/{offerId} [SW §2]."),
    manufacturer_id: z.number().int().positive().nullable().default(null),
    dealership_group: z
      .string()
      .nullable()
      .default(null)
      .describe("The group the dealer belongs to, named in the footer when it is not the site's own name."),
    finance_provider: z.string().default("Forecourt Finance"),
    garage_enabled: z.boolean().default(false).describe("The garage (my-garage) feature [VSD §1, §6]."),
    logo: z
      .object({
        text: z.string().min(1).describe("Wordmark drawn in the header."),
        mark: z.string().min(1).max(3).describe("Initials drawn in the logo badge."),
        url: Path.optional().describe("An image to use instead of the drawn logo."),
      })
      .describe("Logo [SW §1 'logo url']."),
    youtube_url: HttpUrl.nullable()
      .default(null)
      .describe("The dealer's YouTube channel, linked from the footer."),
    domains: z.array(z.string().min(1)).default([]).describe("Host names that serve this site."),
    time_zone: z.string().default("Australia/Brisbane").describe("Dates show dd/MM/yyyy in this zone."),
    address: z.string().default(""),
    plugins: z
      .array(z.enum(["Autogauge", "Car Analysis"]))
      .default([])
      .describe("Autogauge turns on the price comparison gauge [VSD §4, SW §5 Autograb eligibility]."),
    phones: z
      .object({
        sales: z.string().min(6),
        service: z.string().min(6).optional(),
        parts: z.string().min(6).optional(),
      })
      .describe("Per-dealer phone numbers [SW §9]."),
    dealerships: z.array(DealershipConfigSchema).min(1),
    locations: z.array(LocationConfigSchema).min(1),
    theme: z
      .object({
        primary: Colour,
        primary_foreground: Colour.default("#ffffff"),
        accent: Colour,
        surface: Colour.default("#ffffff").describe("Page background."),
        ink: Colour.default("#111827").describe("Body text."),
        muted: Colour.default("#f3f4f6"),
        header_background: Colour.optional().describe("Defaults to surface."),
        footer_background: Colour.default("#111827"),
        footer_foreground: Colour.default("#e5e7eb"),
        radius: z.enum(["none", "small", "large", "pill"]).default("small"),
        font: z
          .enum(["sans", "humanist", "serif", "geometric"])
          .default("sans")
          .describe("A system font stack."),
      })
      .describe("Theme tokens, applied as CSS variables."),
    layout: LayoutSchema.partial().default({}).describe("Overrides of the template's layout preset."),
    labels: z
      .object({
        used: z.enum(["Used", "Pre-Owned"]).default("Used").describe("'Pre-Owned' on some sites [SW §1]."),
        enquire_button: z.enum(["Enquire Now", "Enquire", "Shop Now", "Message Now"]).default("Enquire Now"),
        no_price_text: z.string().default("Enquire for price").describe("[VSD §5, SW §9]"),
        preorder_text: z.string().default("Pre-order now"),
        call_text: z.string().default("Call the dealer"),
        contact_link_text: z.string().default("Contact Us"),
        dealer_comments_title: z.string().default("Dealer Comments"),
        new_arrival_tag: z.string().default("New Arrival").describe("[VSD §4 Vehicle tag 6]"),
        sold_tag: z.string().default("JUST SOLD"),
        reserved_tag: z.enum(["RESERVED", "Reserved"]).default("RESERVED"),
        drive_away: z.string().default("Drive Away"),
        stock_updated: z
          .string()
          .default("Stock updated {ago}")
          .describe(
            "Shown on search and vehicle pages; {ago} becomes 'just now', '12 minutes ago', '3 hours ago'.",
          ),
        stock_stale: z
          .string()
          .default(
            "Our stock list was last updated {ago}, so please confirm a vehicle is still available before you visit. Reserving online is paused until it is current.",
          )
          .describe("Shown while the site's stock feed is past its stale limit (docs/stock-feed.md)."),
        opt_in_text: z
          .string()
          .default("Yes, I would like to subscribe to receive latest offers & product updates."),
      })
      .prefault({}),
    menus: z
      .object({
        header: z.array(MenuItemSchema).min(1),
        footer: z.array(z.object({ title: z.string(), items: z.array(MenuLinkSchema) })).default([]),
        brand_menu: z
          .object({
            enabled: z.boolean().default(false).describe("Mega-menu brand dropdown with logo tiles [SW §2]."),
            open_on_hover: z
              .boolean()
              .default(false)
              .describe("Opens on mouse enter on hover-enabled sites."),
            label: z.string().default("Brands"),
          })
          .prefault({}),
      })
      .describe("Header and footer menus [SW §2 Default navigation and links]."),
    search: z
      .object({
        page_size: z.number().int().min(1).max(100).default(PAGE_SIZE).describe("[VSD §9, SW §9] default 21"),
        car_types: z
          .array(CarTypeSchema)
          .min(1)
          .default(["new", "used", "demo"])
          .describe("['used'] for used-only sites."),
        include_sold_cars_days: z
          .number()
          .int()
          .min(0)
          .max(60)
          .default(DEFAULT_INCLUDE_SOLD_CARS_DAYS)
          .describe("[VSD §4 Availability]"),
        in_stock_only: z
          .boolean()
          .default(false)
          .describe("Adds status=in_stock to the site filter [VSD §7]."),
        excluded_makes: z
          .array(z.string())
          .default([])
          .describe("Makes never shown, and given no make path [SW §2]."),
        excluded_stock_numbers: z.array(z.string()).default([]),
        price_ascending_excludes_zero: z.boolean().default(false).describe("[VSD §5]"),
        hide_certified_false: z.boolean().default(false).describe("Certified facet hides 'false' [VSD §5]."),
        make_list_count: z
          .number()
          .int()
          .min(1)
          .default(7)
          .describe("[VSD §9] makes shown before 'Show all makes'"),
        popular_makes: z.array(z.string()).default([]).describe("Listed under 'Popular Makes' [VSD §2]."),
        dropdown_facets: z
          .array(z.enum(DROPDOWN_FACETS))
          .default([])
          .describe("Facets offered as a dropdown (one choice) instead of tick boxes [VSD §2]."),
        words: z
          .record(
            z.string().regex(/^[a-z0-9]{1,30}$/, "a word in lower case, letters and digits"),
            z
              .array(z.string().regex(/^[a-z0-9]{1,40}$/, "the stock's word, run together in lower case"))
              .min(1)
              .max(10),
          )
          .default({})
          .describe(
            'The site\'s own words for its stock, searched as the stock\'s words: {"van": ["caravan"]} (docs/search-words.md).',
          ),
        layout: z.enum(["grid", "carousel"]).default("grid"),
        query_placeholder: z
          .string()
          .default("e.g. HiLux SR5")
          .describe("The search box's example, in the words of what the site sells."),
        vehicle_kinds: z
          .array(z.enum(["car", "motorcycle", "caravan", "motorhome", "truck"]))
          .default(["car"])
          .describe("Kinds of stock the site sells [VSD §1]."),
        promo_card: z
          .object({
            enabled: z.boolean().default(true),
            positions: z
              .union([z.number().int().min(1), z.array(z.number().int().min(1)).min(1), z.literal("random")])
              .default(30)
              .describe("A position, a list, or 'random' [VSD §2; SW §9 default 30]."),
            title: z.string().default("We Want Your Car"),
            href: Path.default("/trade-in"),
            start: z.string().datetime({ offset: true }).nullable().default(null),
            expiry: z.string().datetime({ offset: true }).nullable().default(null),
            display: z.array(CarTypeSchema).default(["new", "used", "demo"]),
            strict_display: z.boolean().default(false),
          })
          .prefault({}),
      })
      .prefault({}),
    vehicle: z
      .object({
        thumbnails_require_in_stock: z.boolean().default(false).describe("[VSD §2 gallery thumbnails]"),
        spin_default_view: z.enum(["spinner", "gallery"]).default("spinner").describe("[VSD §4 Spin viewer]"),
        phone_display: z.enum(["masked", "direct"]).default("masked").describe("Call box [VSD §4 Other]."),
        past_rego_label: z
          .string()
          .nullable()
          .default(null)
          .describe("'Unregistered' on some sites [VSD §5]."),
        electric_tag: z.boolean().default(false).describe("Electric or hybrid tag first [VSD §4 tag 1]."),
        certified_logo: z.boolean().default(false).describe("Certified-used logo tag [VSD §4 tag 3]."),
        coming_soon_hides_test_drive: z.boolean().default(false).describe("[SW §4]"),
        test_drive_only_replaces_finance: z.boolean().default(true).describe("[SW §4] Test Drive Only cars"),
        show_view_count: z.boolean().default(true),
        sticky_header_offset: z.number().int().default(500).describe("[VSD §9] 500 px"),
        tabs: z
          .object({
            whats_included: z
              .array(z.string().min(1))
              .default([
                "A multi-point inspection before it is listed",
                "A professional detail before you drive away",
                "A roadworthy or safety certificate where your state needs one",
                "Help with registration, transfer and insurance on the day",
              ]),
            why_buy: z
              .array(z.string().min(1))
              .default([
                "Licensed dealer: clear title and no hidden debts",
                "Finance, trade-in and insurance in one place",
                "Local service team that knows your car",
                "Straight answers from real people who know the car",
              ]),
            protect: z
              .array(z.string().min(1))
              .default([
                "Extended warranty",
                "Paint and interior protection",
                "Tyre and rim cover",
                "Gap and comprehensive insurance",
              ]),
          })
          .prefault({})
          .describe("Contents of the What's Included, Why Buy From Us? and Protect Your Car tabs [VSD §2]."),
      })
      .prefault({}),
    favourites: z
      .object({
        enabled: z.boolean().default(true),
        compare_enabled: z
          .boolean()
          .default(true)
          .describe("The compare control on result cards and the /compare page [VSD §1, §2, §5]."),
        watchlist_enabled: z
          .boolean()
          .default(true)
          .describe(
            "The save control on result cards and vehicle pages, phone sign-in and /watchlist [VSD §4 Watchlist toggle, §5, §7].",
          ),
        eligibility: z
          .enum(["all", "used-priced-with-images"])
          .default("all")
          .describe(
            "The stricter mode hides the controls for non-used, unpriced or imageless cars [VSD §5].",
          ),
      })
      .prefault({}),
    commerce: z
      .object({
        reserve_enabled: z
          .boolean()
          .default(false)
          .describe("Reserve Now / Buy Online on cards and vehicle pages, and the online reserve page."),
        reserve_path: z
          .enum(["checkout", "buy-online"])
          .default("checkout")
          .describe("/cars/{slug}/{path} [VSD §2]"),
        reserve_label: z.enum(["Reserve Now", "Buy Online"]).default("Reserve Now"),
        deposit: z
          .number()
          .int()
          .positive()
          .default(DEFAULT_RESERVE_DEPOSIT)
          .describe("[VSD §9] $200, unless the car's payment processor names an amount."),
        hold_hours: z.number().int().positive().default(DEFAULT_HOLD_HOURS),
        money_back_guarantee: z
          .object({
            days: z.number().int().positive().default(14),
            max_km: z.number().int().positive().default(500),
          })
          .nullable()
          .default(null)
          .describe("14-day money back or exchange on used cars [SW §5 Return terms]."),
        online_purchase_journey: z.boolean().default(false).describe("/checkout-journey link [SW §2]."),
        payment_methods: z
          .array(z.enum(["visa", "mastercard", "amex", "eftpos", "bank-transfer", "finance"]))
          .default(["visa", "mastercard", "amex", "eftpos"])
          .describe("The 'We accept' strip on /buying [SW §2]; empty for none."),
      })
      .prefault({}),
    finance: z
      .object({
        display_enabled: z.boolean().default(true),
        eligibility_rule: z
          .enum(["age-and-comparison-rate", "available", "weekly-payment", "monthly-payment"])
          .default("weekly-payment")
          .describe("Per-provider finance display rule [VSD §5 Finance display eligibility]."),
        excluded_manufacturers: z.array(z.string()).default([]),
        excluded_dealership_ids: z.array(z.number().int()).default([]),
        link: Path.default("/finance").describe("/finance, /finance-enquiry or /apply-for-finance [VSD §2]."),
        quote_service: z
          .boolean()
          .default(false)
          .describe("Ask the quote service when a car has none [VSD §7]."),
        quote_rates: z
          .object({
            base: z
              .object({
                excellent: z.number().min(0).max(50).default(6.99),
                great: z.number().min(0).max(50).default(7.99),
                good: z.number().min(0).max(50).default(9.49),
                fair: z.number().min(0).max(50).default(11.99),
                poor: z.number().min(0).max(50).default(14.99),
              })
              .prefault({}),
            age_loading_per_year: z.number().min(0).default(0.25),
            age_free_years: z.number().int().min(0).default(3),
            max_age_loading: z.number().min(0).default(3),
            long_term_loading: z.number().min(0).default(0.5),
          })
          .prefault({})
          .describe(
            "The local quote service's rate table: a base rate by self-assessed credit score, loadings for the car's age and terms over 5 years (docs/decisions/018-finance.md).",
          ),
        example_rate: z.number().positive().default(6.29).describe("[VSD §9] 6.29% p.a."),
        example_comparison_rate: z.number().positive().default(8.19),
        calculator: z
          .object({
            min_price: z
              .number()
              .int()
              .default(1000)
              .describe("[SW §5] 1000, or 5000 for one provider or dealer"),
            max_price: z.number().int().default(250000),
            rate_min: z.number().min(0).default(0.5).describe("[SW §5] 0.5; one provider 7.5; one dealer 4"),
            rate_max: z
              .number()
              .max(100)
              .default(15)
              .describe("[SW §5] 15; one provider 14.5; one dealer 20"),
            default_rate: z.number().default(10).describe("[SW §9] 10, or 8.5 on some sites"),
            show_frequency: z
              .boolean()
              .default(true)
              .describe("[SW §5] Weekly / Fortnightly / Monthly; hidden for one finance provider"),
            fees: z
              .object({
                establishment: z.number().min(0).default(0),
                security_registration: z.number().min(0).default(0),
                monthly_administration: z.number().min(0).default(0),
                dealer_agency: z.number().min(0).default(0),
              })
              .prefault({})
              .describe(
                "[SW §9] The site's fee table; a lender's own establishment fee on a car replaces this one.",
              ),
          })
          .refine((c) => c.rate_min < c.rate_max && c.min_price < c.max_price, {
            message: "rate_min must be below rate_max and min_price below max_price",
          })
          .prefault({}),
      })
      .prefault({}),
    forms: z
      .object({
        enquiry_message_required: z.boolean().default(true).describe("[SW §5 Enquiry form]"),
        terms_notice: z
          .boolean()
          .default(false)
          .describe("'* You must agree to the terms of use...' [SW §5]"),
        trade_in_path: z.enum(["/trade-in", "/sell-your-car"]).default("/trade-in"),
        trade_in_question: z
          .boolean()
          .default(false)
          .describe("Extra do-you-have-a-trade-in select [SW §3]."),
        default_state: AuState.default("QLD").describe("[SW §9] default form state qld"),
        save_valuation: z
          .boolean()
          .default(false)
          .describe(
            "[VSD §7 Valuation save] the trade-in page also posts its valuation to /api/miscellaneous (column_name valuation).",
          ),
      })
      .prefault({}),
    online_payment: z
      .object({
        enabled: z
          .boolean()
          .default(false)
          .describe(
            "/online-payment: a signed-in buyer pays an invoice, an order or a deposit by its reference [SW §2].",
          ),
        max_amount: z
          .number()
          .int()
          .min(1)
          .max(100_000)
          .default(10_000)
          .describe("The largest payment taken online, in whole dollars."),
      })
      .prefault({}),
    spin_to_win: z
      .object({
        promotion: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/)
          .nullable()
          .default(null)
          .describe(
            "/spin-to-win runs while set: the promotion's key (one spin per buyer per promotion) [SW §2].",
          ),
        title: z.string().min(1).max(80).default("Spin to Win"),
        ends: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable()
          .default(null)
          .describe("The last day of the promotion (the site's time zone); none: it runs until removed."),
        prizes: z
          .array(
            z.object({
              label: z.string().min(1).max(60),
              weight: z.number().int().min(1).max(1000).describe("Chances out of the sum of weights."),
            }),
          )
          .max(12)
          .default([])
          .describe("The wheel's segments, in order; at least two while a promotion runs."),
        terms: z
          .string()
          .max(1000)
          .default("")
          .describe("The promotion's terms, shown under the wheel (permit numbers where a state needs one)."),
      })
      .prefault({})
      .refine((s) => s.promotion === null || s.prizes.length >= 2, {
        message: "A running spin-to-win promotion needs at least two prizes.",
      }),
    chat: z
      .object({
        token: z
          .string()
          .min(1)
          .max(200)
          .nullable()
          .default(null)
          .describe(
            'The chat widget\'s token [SW §1]: set, every page shows "Chat with us" and /chat exists. The local widget sends each chat to the dealer as a lead; they reply by text message.',
          ),
        offer_enquiry: z
          .boolean()
          .default(false)
          .describe(
            "An offer's Enquire Now opens the chat widget [SW §2 Offer card]; else the contact form.",
          ),
      })
      .prefault({}),
    offers: z
      .object({
        excluded_exception_ids: z
          .array(z.number().int())
          .default([])
          .describe("Offer ids shown even where excluded_website_ids lists this site [SW §5 Offers]."),
      })
      .prefault({}),
    reviews: z
      .object({
        hidden: z.boolean().default(false),
        min_rating: z.number().min(0).max(5).default(4).describe("[SW §5 Reviews, §9]"),
        hidden_customer_names: z.array(z.string()).default([]),
        excluded_review_ids: z.array(z.number().int()).default([]),
      })
      .prefault({}),
    brand_directory: z
      .object({
        enabled: z.boolean().default(false),
        stats: z.array(z.object({ value: z.string(), label: z.string() })).default([
          { value: "50+", label: "Locations" },
          { value: "40+", label: "Brands" },
          { value: "30+", label: "Years" },
        ]),
      })
      .prefault({}),
    budget_finder: z
      .object({
        enabled: z
          .boolean()
          .default(true)
          .describe("[SW §4] 'Find cars for your budget' on the home page and /finance"),
        bodies: z
          .array(z.string())
          .default([])
          .describe(
            "Custom bodies for the body picker, as recognised keys (suv, ute, cabChassis ...); up to 20 are shown. Empty: the stock's top 4 [SW §9].",
          ),
        quick_picks: z
          .enum(["standard", "high_value"])
          .default("standard")
          .describe(
            "[SW §5] Money quick picks: $5,000 to $70,000, or $300,000 to $800,000 for a high-value site.",
          ),
      })
      .prefault({}),
    sales_counter: z
      .object({
        enabled: z.boolean().default(false),
        sales_per_day: z.number().int().default(192).describe("[SW §9]"),
        seconds_per_sale: z.number().int().default(450),
        refresh_ms: z.number().int().default(150000),
        time_zone: z.string().default("Australia/Brisbane"),
      })
      .prefault({}),
    locations_page: z
      .object({
        contact_path: z
          .enum(["/contact-us", "/our-location"])
          .default("/contact-us")
          .describe("[SW §2 Location routes]"),
        map_zoom: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(10)
          .describe("[SW §9] map zoom 10 (13 on some sites)"),
        map_tiles: z
          .object({
            url: z
              .string()
              .refine(
                (u) => isHttpUrl(u.replace(/[{}]/g, "")),
                "an http(s) tile address with {z}, {x} and {y}",
              )
              .describe("A raster tile template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
            attribution: z.string().min(1),
            max_zoom: z.number().int().min(1).max(22).default(19),
          })
          .nullable()
          .default({
            url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
            attribution: "© OpenStreetMap contributors",
            max_zoom: 19,
          })
          .describe("The interactive map's tiles; null shows each location's picture and a directions link."),
        custom_order: z.array(Slug).default([]).describe("Locations carousel order; by name otherwise."),
      })
      .prefault({}),
    gated_routes: z
      .array(
        z.enum([
          "/cars/trade-in",
          "/sell-my-car",
          "/personalised/finance",
          "/spin-to-win",
          "/online-payment",
          "/finance",
        ]),
      )
      .default([])
      .describe(
        "Routes that need sign-in on this site [SW §2 Sign-in gated routes]; My Garage and reserving online always do.",
      ),
    toast_duration_ms: z
      .number()
      .int()
      .min(1000)
      .max(60000)
      .default(5000)
      .describe("How long a toast message stays [SW §9 'toast message lasts 3000 ms on some sites']."),
    garage_paths: z
      .array(Path)
      .default([])
      .describe("The site's branded names for My Garage (/mymotorama style) [SW §2]; always gated."),
    lead_delivery: LeadDeliverySchema,
    feeds: z
      .array(FeedConfigSchema)
      .default([])
      .refine(
        (feeds) => new Set(feeds.map((f) => f.name)).size === feeds.length,
        "each feed needs its own name",
      )
      .describe("Stock feeds pulled on a schedule; none: stock comes from `forecourt import`."),
    rate_limits: RateLimitsSchema.describe(
      "Limits of the shared rate limiter on every public write; a visitor over one gets a 429 [rule 11].",
    ),
  })
  .strict();

export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type Layout = z.output<typeof LayoutSchema>;
export type LocationConfig = z.output<typeof LocationConfigSchema>;
export type CarType = z.output<typeof CarTypeSchema>;
