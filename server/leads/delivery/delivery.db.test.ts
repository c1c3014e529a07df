import { eq, inArray } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { simpleParser, type ParsedMail } from "mailparser";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { getLogger } from "#server/log.server";
import { cars, leadDeliveryAttempts, leadOutbox } from "#server/db/schema";
import { seedDemoData } from "#server/demo/seed";
import { createLead } from "#server/leads/leads.server";
import { listLeads, retryLeads, showLead } from "#server/leads/operator.server";
import type { Site } from "#server/sites/registry";
import { demoRegistry } from "../../../tests/setup/sites";
import { useTestDatabase } from "../../../tests/setup/test-database";
import { createMailer } from "./mailer.server";
import { dealerEmail } from "./messages.server";
import { getLeadRecord } from "./lead-record.server";
import { DEFAULT_DELIVERY_SETTINGS, deliverDue, type DeliveryDeps } from "./worker.server";

/*
 * Lead delivery end to end on a real database [issue: leads reach the dealer]: e-mail over real SMTP
 * to a local SMTP server, webhooks to a local receiver that fails and recovers, dead letters and
 * their retry, and two instances sharing one outbox.
 */
const SECRET = "whsec_" + Buffer.from("forecourt-test-webhook-secret-32b").toString("base64");
const registry = demoRegistry();
const base = registry.sites.find((s) => s.slug === "southern-cross")!;
let carId: number;
const database = useTestDatabase(async (db) => {
  await seedDemoData(db, registry, { seed: 5, cars: 120, now: new Date() });
  const [car] = await db.select().from(cars).where(eq(cars.site_id, base.id)).limit(1);
  carId = car!.id;
});

// --- a local SMTP server that keeps what it receives --------------------------------------------
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
let smtpPort = 0;

// --- a webhook receiver whose answers the test controls ------------------------------------------
type Hook = { id: string; timestamp: string; signature: string; body: string; status: number };
const hooks: Hook[] = [];
let answer: (hook: Omit<Hook, "status">) => number = () => 200;
let inFlight = new Map<string, number>();
let overlapping = 0;
let delayMs = 0;
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const hook = {
      id: String(req.headers["webhook-id"]),
      timestamp: String(req.headers["webhook-timestamp"]),
      signature: String(req.headers["webhook-signature"]),
      body: Buffer.concat(chunks).toString("utf8"),
    };
    const now = (inFlight.get(hook.id) ?? 0) + 1;
    inFlight.set(hook.id, now);
    if (now > 1) overlapping++;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const status = answer(hook);
    inFlight.set(hook.id, (inFlight.get(hook.id) ?? 1) - 1);
    hooks.push({ ...hook, status });
    res.writeHead(status).end();
  });
});
let hookUrl = "";

function siteWith(lead_delivery: Partial<Site["lead_delivery"]>): Site {
  return {
    ...base,
    lead_delivery: { buyer_confirmation: false, routes: [], ...lead_delivery },
  } as Site;
}

function depsFor(site: Site, overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    db: database.db,
    sitesById: new Map([[site.id, site]]),
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: "Forecourt <leads@forecourt.test>",
      dataDir: "",
    }),
    settings: { ...DEFAULT_DELIVERY_SETTINGS, retryBaseMs: 10 },
    secrets: (name) => (name === "TEST_WEBHOOK_SECRET" ? SECRET : undefined),
    ...overrides,
  };
}

/** Runs the worker's batches until nothing is owed (or `until` holds), as the poll loop would. */
async function drain(deps: DeliveryDeps, until?: () => Promise<boolean>) {
  for (let round = 0; round < 500; round++) {
    await deliverDue(deps);
    if (until ? await until() : (await pendingCount()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error("deliveries did not settle");
}

async function pendingCount() {
  return (await database.db.select().from(leadOutbox).where(eq(leadOutbox.status, "pending"))).length;
}

const buyer = (n: number) => ({
  category: "Vehicle Enquiry",
  subcategory: "Vehicle Enquiry",
  car_id: carId,
  name: `Buyer ${n}`,
  email: `buyer${n}@example.com`,
  phone: "0412345678",
  message: `Is it still available? <b>& "thanks"</b> \u0007`,
  payload: { source: "vehicle page", url: "/cars/x" },
});

beforeAll(async () => {
  // These tests fail deliveries on purpose; their warnings are not news.
  getLogger().level = "error";
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const adf = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_" });

describe("lead delivery", () => {
  it("e-mails the dealer over SMTP with ADF/XML that parses, confirms to the buyer and posts a signed webhook", async () => {
    const site = siteWith({
      buyer_confirmation: true,
      routes: [
        {
          categories: [],
          locations: [],
          email: ["sales@dealer.test"],
          webhooks: [{ url: hookUrl, secret_env: "TEST_WEBHOOK_SECRET" }],
        },
      ],
    });
    received.length = 0;
    hooks.length = 0;
    answer = () => 200;
    const { id } = await createLead(database.db, site, buyer(1));
    await drain(depsFor(site));

    const dealer = received.find((m) => m.to && "text" in m.to && m.to.text.includes("sales@dealer.test"))!;
    expect(dealer.subject).toMatch(/^New Vehicle Enquiry: /);
    expect(dealer.replyTo?.text).toBe("buyer1@example.com");
    expect(dealer.text).toContain("Name: Buyer 1");
    expect(dealer.html).toContain("&#60;b&#62;&#38; &#34;thanks&#34;&#60;/b&#62;");
    const attachment = dealer.attachments.find((a) => a.filename === `lead-${id}.xml`)!;
    const xml = attachment.content.toString("utf8");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<\?adf version="1.0"\?>/);
    const prospect = adf.parse(xml).adf.prospect;
    expect(prospect.id["#text"]).toBe(id);
    expect(prospect.customer.contact.email).toBe("buyer1@example.com");
    expect(prospect.customer.contact.name["#text"]).toBe("Buyer 1");
    expect(prospect.customer.comments).toContain('Is it still available? <b>& "thanks"</b>');
    expect(prospect.customer.comments).not.toContain("\u0007");
    const [car] = await database.db.select().from(cars).where(eq(cars.id, carId));
    expect(prospect.vehicle).toMatchObject({ year: car!.year, stock: car!.stocknum });

    const confirmation = received.find(
      (m) => m.to && "text" in m.to && m.to.text.includes("buyer1@example.com"),
    )!;
    expect(confirmation.subject).toBe(`We have your vehicle enquiry - ${site.name}`);
    expect(confirmation.attachments).toHaveLength(0);

    expect(hooks).toHaveLength(1);
    const hook = hooks[0]!;
    expect(hook.id).toBe(id);
    const verified = new Webhook(SECRET).verify(hook.body, {
      "webhook-id": hook.id,
      "webhook-timestamp": hook.timestamp,
      "webhook-signature": hook.signature,
    }) as { type: string; data: { id: string; customer: { email: string } } };
    expect(verified.type).toBe("lead.created");
    expect(verified.data).toMatchObject({ id, customer: { email: "buyer1@example.com" } });

    const detail = await showLead(database.db, id);
    expect(detail!.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["dealer-email", "delivered"],
      ["dealer-webhook", "delivered"],
      ["buyer-email", "delivered"],
    ]);
  });

  it("retries a failing webhook with the same id and a valid signature until it recovers", async () => {
    const site = siteWith({
      routes: [
        {
          categories: [],
          locations: [],
          email: [],
          webhooks: [{ url: hookUrl, secret_env: "TEST_WEBHOOK_SECRET" }],
        },
      ],
    });
    hooks.length = 0;
    let calls = 0;
    answer = () => (++calls <= 12 ? 503 : 200);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push((await createLead(database.db, site, buyer(n))).id);
    await drain(depsFor(site));

    for (const id of ids) {
      const attempts = hooks.filter((h) => h.id === id);
      expect(attempts.filter((h) => h.status === 200)).toHaveLength(1);
      for (const h of attempts)
        expect(() =>
          new Webhook(SECRET).verify(h.body, {
            "webhook-id": h.id,
            "webhook-timestamp": h.timestamp,
            "webhook-signature": h.signature,
          }),
        ).not.toThrow();
    }
    expect(hooks.filter((h) => h.status === 503)).toHaveLength(12);
    // Each failure is on record with its reason.
    const outbox = await database.db.select().from(leadOutbox).where(inArray(leadOutbox.lead_id, ids));
    const history = await database.db
      .select()
      .from(leadDeliveryAttempts)
      .where(
        inArray(
          leadDeliveryAttempts.outbox_id,
          outbox.map((o) => o.id),
        ),
      );
    expect(history.filter((h) => !h.ok)).toHaveLength(12);
    expect(history.find((h) => !h.ok)?.error).toBe("webhook answered 503");
    expect(outbox.every((o) => o.status === "delivered")).toBe(true);
  });

  it("dead-letters a delivery after the last attempt, lists it, and delivers it on retry", async () => {
    const site = siteWith({
      routes: [
        {
          categories: [],
          locations: [],
          email: [],
          webhooks: [{ url: hookUrl, secret_env: "TEST_WEBHOOK_SECRET" }],
        },
      ],
    });
    answer = () => 500;
    const deps = depsFor(site, {
      settings: { ...DEFAULT_DELIVERY_SETTINGS, retryBaseMs: 10, maxAttempts: 3 },
    });
    const { id } = await createLead(database.db, site, buyer(9));
    await drain(deps, async () =>
      (await listLeads(database.db, { status: "dead" })).some((l) => l.id === id),
    );
    expect(hooks.filter((h) => h.id === id)).toHaveLength(3);
    const dead = await listLeads(database.db, { site: site.slug, status: "dead" });
    expect(dead.map((l) => l.id)).toContain(id);
    expect((await showLead(database.db, id))!.deliveries[0]).toMatchObject({
      status: "dead",
      attempts: 3,
      last_error: "webhook answered 500",
    });

    answer = () => 204;
    expect(await retryLeads(database.db, { dead: true, site: site.slug })).toBe(1);
    await drain(deps);
    expect((await showLead(database.db, id))!.deliveries[0]!.status).toBe("delivered");
    expect((await listLeads(database.db, { status: "dead" })).map((l) => l.id)).not.toContain(id);
    expect(hooks.filter((h) => h.id === id).map((h) => h.status)).toEqual([500, 500, 500, 204]);
  });

  it("writes each message as an .eml file under DATA_DIR/mail when no SMTP server is configured", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-mail-"));
    try {
      const site = siteWith({
        routes: [{ categories: [], locations: [], email: ["sales@dealer.test"], webhooks: [] }],
      });
      const { id } = await createLead(database.db, site, buyer(3));
      const lead = await getLeadRecord(database.db, new Map([[site.id, site]]), id);
      const mailer = createMailer({ from: "Forecourt <leads@forecourt.test>", dataDir: dir });
      await mailer.send(dealerEmail(lead!, "sales@dealer.test"));
      const files = readdirSync(path.join(dir, "mail"));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(path.join(dir, "mail", files[0]!)));
      expect(mail.to && "text" in mail.to && mail.to.text).toBe("sales@dealer.test");
      const xml = mail.attachments[0]!.content.toString("utf8");
      expect(adf.parse(xml).adf.prospect.id["#text"]).toBe(id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shares the outbox between two instances: 500 leads, each sent once, never twice at once", async () => {
    const site = siteWith({
      routes: [
        {
          categories: [],
          locations: [],
          email: [],
          webhooks: [{ url: hookUrl, secret_env: "TEST_WEBHOOK_SECRET" }],
        },
      ],
    });
    // On PostgreSQL the second instance has its own connection pool; PGlite is one process's
    // database, so there the two workers share its one connection.
    const second = database.handle.databaseUrl
      ? await openDatabase({ databaseUrl: database.handle.databaseUrl, dataDir: "" })
      : null;
    try {
      hooks.length = 0;
      inFlight = new Map();
      overlapping = 0;
      delayMs = 3;
      answer = () => 200;
      const ids = new Set<string>();
      for (let n = 0; n < 500; n++) ids.add((await createLead(database.db, site, buyer(n))).id);
      const one = depsFor(site, { worker: "instance-1" });
      const two = depsFor(site, { worker: "instance-2", db: second?.db ?? database.db });
      await Promise.all([drain(one), drain(two)]);

      const delivered = hooks.filter((h) => ids.has(h.id));
      expect(delivered).toHaveLength(500);
      expect(new Set(delivered.map((h) => h.id)).size).toBe(500);
      expect(overlapping).toBe(0);
      const attempts = await database.db
        .select({ worker: leadDeliveryAttempts.worker })
        .from(leadDeliveryAttempts)
        .innerJoin(leadOutbox, eq(leadOutbox.id, leadDeliveryAttempts.outbox_id))
        .where(inArray(leadOutbox.lead_id, [...ids]));
      const share = (name: string) => attempts.filter((a) => a.worker === name).length;
      expect(share("instance-1") + share("instance-2")).toBe(500);
      expect(share("instance-1")).toBeGreaterThan(0);
      expect(share("instance-2")).toBeGreaterThan(0);
      console.log(
        `two instances (${database.handle.kind}): 500 leads delivered once each; instance-1 sent ${share("instance-1")}, instance-2 ${share("instance-2")}; 0 sent twice at once`,
      );
    } finally {
      delayMs = 0;
      await second?.close();
    }
  });
});
