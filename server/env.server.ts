import { z } from "zod";

// The whole environment, validated once at boot. Everything has a working default so that
// `npm start` needs no configuration; production overrides through the environment.
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /**
     * The port in the addresses of sites that have no domain (http://<slug>.localhost:PORT) when
     * visitors reach them on another port than the server's own (behind a proxy in development).
     */
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * A second port answering only /healthz, /readyz and /metrics, on any host name, for the load
     * balancer and Prometheus; keep it off the public network. Without it those answer on PORT only
     * to a request made on this machine directly (docs/decisions/044-health-and-metrics.md).
     */
    OPS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * CDN addresses that take a purge by surrogate key (`PURGE` with `xkey-purge`, as Varnish's xkey
     * module does), comma-separated: a stock change purges the pages it makes wrong at once.
     */
    PURGE_URLS: z
      .string()
      .optional()
      .transform((text) =>
        text
          ? text
              .split(",")
              .map((url) => url.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.string().url())),
    /**
     * Whether `npm start` loads the demo sites' stock (on by default with the embedded database, off
     * with DATABASE_URL). It never replaces stock it did not load (server/demo/seed.ts).
     */
    DEMO_DATA: z.enum(["on", "off"]).optional(),
    /** PostgreSQL connection string. When unset, the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * The most connections one instance opens to PostgreSQL (its pool). Every instance's pool
     * together must stay under the server's max_connections, less headroom for migrations,
     * administration and replication (docs/decisions/037-postgresql-at-scale.md).
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Where the embedded database, uploaded media and the image cache live. */
    DATA_DIR: z.string().default("./data"),
    /** Folder of site configuration files (one JSON file per dealer site). */
    SITES_DIR: z.string().default("./sites"),
    /** The site served on a host no site claims, when that host is plain localhost / 127.0.0.1. */
    DEFAULT_SITE: z.string().optional(),
    /** Serve `<slug>.localhost` for every site (on by default; turn off in production if wanted). */
    LOCALHOST_SUBDOMAINS: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Which peers may set X-Forwarded-For / -Host / -Proto: "false" (none, the default), "true" (any:
     * only behind a proxy that overwrites them), a hop count, or addresses and subnets such as
     * "loopback, 10.0.0.0/8" (Express's "trust proxy" setting).
     */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value): boolean | number | string[] => {
        if (value === "true" || value === "false") return value === "true";
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
      }),
    /**
     * The key that hashes sign-in codes (at least 32 characters). When unset, one is made at first
     * start and kept in the database, shared by every instance on it.
     */
    SECRET_KEY: z.string().min(32).optional(),
    /**
     * Where lead e-mails go out, such as smtp://user:pass@mail.example.com:587 (smtps:// for TLS).
     * When unset, each message is written as an .eml file under DATA_DIR/mail/.
     */
    SMTP_URL: z.string().url().optional(),
    /** The sender address of lead e-mails; each message shows the site's name beside it. */
    MAIL_FROM: z.string().default("Forecourt <no-reply@forecourt.localhost>"),
    /** The lead delivery worker in this process ("off" leaves delivery to other instances). */
    LEAD_DELIVERY: z.enum(["on", "off"]).default("on"),
    LEAD_DELIVERY_POLL_MS: z.coerce.number().int().min(50).default(2000),
    /** Attempts before a delivery is dead-lettered (see `forecourt leads --status dead`). */
    LEAD_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    /** The wait after a first failed attempt; it doubles with each further one (at most 6 hours). */
    LEAD_DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /**
     * Reserve-online deposits: "test" (the default) is the local test mode, which records payments
     * and moves no money; "stripe" takes them with Stripe (the three STRIPE_ variables are then needed).
     */
    PAYMENTS: z.enum(["test", "stripe"]).default("test"),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    /** The signing secret of the Stripe webhook endpoint /api/payments/stripe (whsec_...). */
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /**
     * Memory for the sites' search indexes; the least recently searched sites' indexes are let go
     * beyond it and loaded again on their next search (docs/decisions/039-search-indexes-that-take-changes.md).
     */
    SEARCH_INDEX_MB: z.coerce.number().int().min(16).max(65536).default(1536),
    /** Memory for rendered public pages (0 turns the page cache off). */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Memory for rendered parts of pages shared by many (cards, header, footer); 0 turns it off. */
    FRAGMENT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /** How long one rendering of a page stands (time-dependent bits such as "Open now"). */
    PAGE_CACHE_WINDOW_S: z.coerce.number().int().min(1).max(3600).default(60),
    /** How often each instance ends reservations whose hold is over and makes the refunds owed. */
    RESERVATION_JOB_MS: z.coerce.number().int().min(100).default(60_000),
    /** The stock feed scheduler in this process ("off" leaves the sites' feeds to other instances). */
    FEEDS: z.enum(["on", "off"]).default("on"),
    /** The longest the scheduler waits before looking for due feeds again (it wakes when one falls due). */
    FEED_POLL_MS: z.coerce.number().int().min(100).default(10_000),
    /** The largest feed file read, in bytes. */
    FEED_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    /** How long a feed's address has to answer in full. */
    FEED_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /**
     * The local feeds (server/demo/feed-server.ts): each site whose feed address is a /local-feeds/
     * path has its stock published there, to this machine only, as a dealer's system would.
     */
    LOCAL_FEEDS: z.enum(["on", "off"]).default("on"),
    /** Where a feed address that is a path is fetched from; this instance unless set. */
    LOCAL_FEEDS_ORIGIN: z.string().url().optional(),
    /** Every this many minutes a car sells and another arrives in each local feed (0: never). */
    LOCAL_FEEDS_CHANGE_MINUTES: z.coerce.number().min(0).default(0),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS !== "stripe") return;
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const)
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "needed when PAYMENTS=stripe" });
  });

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${reasons}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between cases; this forgets the cached reading. */
export function resetEnvForTests() {
  cached = undefined;
}
