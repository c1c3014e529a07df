import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import http from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { leadOutbox, leads } from "#server/db/schema";
import { newVisitor, postForm, request, server } from "./client";

/*
 * Leads on the running server [issue 11]: the operator lists a lead a moment after a buyer sent it,
 * while the server holds the database; and a server killed with SIGKILL in the middle of a burst of
 * enquiries has stored every enquiry it told the buyer was sent, with its deliveries.
 */
const run = promisify(execFile);
const SITE = "southern-cross";

/** The e-mails (as written by the local mail service) that mention `token`, once there are `count`. */
async function waitForMails(token: string, count: number): Promise<string[]> {
  const dir = path.join(server().dataDir, "mail");
  let found: string[] = [];
  for (let tries = 0; tries < 60 && found.length < count; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => readFileSync(path.join(dir, f), "utf8"))
          .filter((mail) => mail.includes(token))
      : [];
  }
  expect(found.length).toBe(count);
  return found;
}

/**
 * A used car the valuation can price from this server's small stock: the make, model and model year
 * with the most used cars of every site within two years of it (the valuation's comparables), young
 * enough for an online estimate. A trade-in's vehicle, in the form's fields.
 */
async function aValuedCar() {
  const hits: { make: string; model: string; year: number }[] = [];
  for (const site of ["southern-cross", "harbourside-toyota", "redline-used", "outback-rv"])
    hits.push(
      ...(
        JSON.parse(
          (await request(site, "/api/search?hitsPerPage=100&car_type=used", { visitor: newVisitor() })).body,
        ) as { hits: typeof hits }
      ).hits,
    );
  const thisYear = new Date().getFullYear();
  let best = { count: 0, make: "", model: "", year: 0 };
  for (const { make, model } of hits)
    for (let year = thisYear - 6; year <= thisYear; year++) {
      const count = hits.filter(
        (h) => h.make === make && h.model === model && Math.abs(h.year - year) <= 2,
      ).length;
      if (count > best.count) best = { count, make, model, year };
    }
  expect(best.count, "a make and model with enough used cars to value").toBeGreaterThanOrEqual(3);
  return {
    vehicle_make: best.make,
    vehicle_model: best.model,
    vehicle_year: String(best.year),
    odometer: "40,000",
  };
}

async function aCarSlug(site: string) {
  const search = JSON.parse(
    (await request(site, "/api/search?hitsPerPage=1", { visitor: newVisitor() })).body,
  ) as {
    hits: { slug: string }[];
  };
  return search.hits[0]!.slug;
}

describe("forecourt leads, while the server runs", () => {
  it("lists the lead just sent, with its delivery state, and shows its deliveries", async () => {
    const slug = await aCarSlug(SITE);
    const sent = await postForm(
      SITE,
      `/cars/${slug}`,
      {
        intent: "enquire",
        name: "Operator Check",
        email: "operator.check@example.net",
        phone: "0412 000 111",
        message: "Listed by the operator?",
        opt_in: "on",
      },
      newVisitor(),
    );
    expect(sent.status).toBe(302);
    const env = {
      ...process.env,
      DATA_DIR: server().dataDir,
      DATABASE_URL: server().databaseUrl ?? "",
      LOG_LEVEL: "warn",
    };
    if (!server().databaseUrl) delete (env as Record<string, string | undefined>).DATABASE_URL;
    const cli = (...args: string[]) => run("node_modules/.bin/tsx", ["cli/forecourt.ts", ...args], { env });
    const listed = await cli("leads", "--site", SITE, "--limit", "5");
    const line = listed.stdout.split("\n").find((l) => l.includes(slug.split("-").pop()!.toUpperCase()))!;
    expect(line).toMatch(new RegExp(`^[0-9a-f-]{36}  .+  ${SITE} +(pending|delivered) `));
    expect(line).toContain("Vehicle Enquiry");
    const id = line.slice(0, 36);
    // The worker sends within moments; `leads show` tells each delivery and its attempts.
    let shown = "";
    for (
      let tries = 0;
      tries < 40 && !shown.includes("buyer-email to operator.check@example.net: delivered");
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      shown = (await cli("leads", "show", id)).stdout;
    }
    expect(shown).toContain("dealer-email to leads@southerncross.example.com.au: delivered, 1 attempt(s)");
    expect(shown).toContain("buyer-email to operator.check@example.net: delivered");
    expect((await cli("leads", "--site", SITE, "--status", "dead")).stdout).not.toContain(id);
  });
});

describe("POST /api/leads, the lead submission helper", () => {
  const post = (body: unknown, visitor = newVisitor(), origin?: string) =>
    request(SITE, "/api/leads", {
      method: "POST",
      visitor,
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        origin: origin ?? `http://${SITE}.localhost:${server().port}`,
      },
    });
  const env = () => {
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    return {
      ...inherited,
      DATA_DIR: server().dataDir,
      ...(server().databaseUrl && { DATABASE_URL: server().databaseUrl }),
      LOG_LEVEL: "warn",
    };
  };
  const show = async (id: string) =>
    (await run("node_modules/.bin/tsx", ["cli/forecourt.ts", "leads", "show", id], { env: env() })).stdout;

  /**
   * Until the delivery worker has sent a lead made now: whatever was due before it has been looked
   * at by then, so a lead that is still unsent was held, not merely not reached yet.
   */
  const leadSentAfter = async () => {
    const sent = await post({
      isLastStep: true,
      userData: {
        form: "contact",
        category: "General Enquiry",
        location: "springwood-toyota",
        dealership_slug: "southern-cross-toyota",
        name: "Barrier",
        email: "barrier@example.net",
        phone: "0412 777 013",
        message: "Sent after the held one",
      },
    });
    expect(sent.status).toBe(200);
    const { lead_id } = JSON.parse(sent.body) as { lead_id: string };
    await expect.poll(() => show(lead_id), { timeout: 15_000 }).toMatch(/dealer-email to \S+: delivered/);
  };

  it("keeps one trade-in lead across its steps and sends it at the last", async () => {
    const visitor = newVisitor();
    const first = await post(
      {
        isLastStep: false,
        userData: {
          form: "trade-in",
          ...(await aValuedCar()),
          name: "Stepwise",
          postcode: "4127",
          phone: "0412 777 001",
          email: "stepwise@example.net",
          location: "springwood-toyota",
        },
      },
      visitor,
    );
    expect(first.status).toBe(200);
    const { lead_id, lead_key } = JSON.parse(first.body) as { lead_id: string; lead_key: string };
    expect(lead_id).toMatch(/^[0-9a-f-]{36}$/);
    // Held until the last step: nothing sent yet, though the worker has sent a lead made after it.
    await leadSentAfter();
    expect(await show(lead_id)).toMatch(
      /Trade In \/ 1\. Vehicle Details[\s\S]*dealer-email to \S+: pending, 0 attempt/,
    );

    // Somebody else's step (the wrong key) changes nothing.
    const stranger = await post({
      lead_id,
      lead_key: "trade-in:guess",
      userData: { subcategory: "3. Offer Accepted" },
    });
    expect(stranger.status).toBe(400);
    expect(JSON.parse(stranger.body)).toEqual({ error: "No such lead in progress." });

    const valued = await post(
      {
        lead_id,
        lead_key,
        isLastStep: false,
        userData: {
          subcategory: "2. Valuation",
          valuation: {
            offer_price: 31200,
            adjustmentAnswers: { condition: "Good" },
            rego: "ABC123",
            regoState: "QLD",
          },
        },
      },
      visitor,
    );
    expect(valued.status).toBe(200);
    const accepted = await post(
      {
        lead_id,
        lead_key,
        isLastStep: true,
        userData: { subcategory: "3. Offer Accepted", offer_accepted: true },
      },
      visitor,
    );
    expect(accepted.status).toBe(200);
    let shown = "";
    for (let tries = 0; tries < 40 && !shown.includes(": delivered"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      shown = await show(lead_id);
    }
    expect(shown).toContain("  Trade In / 3. Offer Accepted\n");
    expect(shown).toMatch(/dealer-email to leads@southerncross\.example\.com\.au: delivered/);
    // A finished lead takes no more steps.
    const again = await post({ lead_id, lead_key, userData: { subcategory: "2. Valuation" } }, visitor);
    expect(again.status).toBe(400);
  });

  it("keeps the server's offer: an offer_price the client sends counts for nothing, also when accepted", async () => {
    const visitor = newVisitor();
    const started = await post(
      {
        isLastStep: false,
        userData: {
          form: "trade-in",
          ...(await aValuedCar()),
          name: "Pricefixer",
          postcode: "4127",
          phone: "0412 777 010",
          email: "pricefixer@example.net",
          location: "springwood-toyota",
        },
      },
      visitor,
    );
    expect(started.status).toBe(200);
    const first = JSON.parse(started.body) as {
      lead_id: string;
      lead_key: string;
      valuation: { kind: string; offer_price: number };
    };
    expect(first.valuation.kind).toBe("estimate");
    const { lead_id, lead_key } = first;
    const forged = { offer_price: 9_999_999, adjustmentAnswers: { condition: "Excellent" } };
    const valued = await post(
      { lead_id, lead_key, isLastStep: false, userData: { subcategory: "2. Valuation", valuation: forged } },
      visitor,
    );
    expect(valued.status).toBe(200);
    const offer = (JSON.parse(valued.body) as { valuation: { offer_price: number } }).valuation.offer_price;
    expect(offer).not.toBe(9_999_999);
    // "Excellent" is worth a little more than the first, neutral valuation; never the client's figure.
    expect(offer).toBeGreaterThanOrEqual(first.valuation.offer_price);
    expect(offer).toBeLessThan(first.valuation.offer_price * 1.1);
    const accepted = await post(
      {
        lead_id,
        lead_key,
        isLastStep: true,
        userData: { subcategory: "3. Offer Accepted", offer_accepted: true, valuation: forged },
      },
      visitor,
    );
    expect(accepted.status).toBe(200);
    // Both e-mails state the server's offer, and nowhere the client's.
    const mails = await waitForMails("pricefixer@example.net", 2);
    for (const mail of mails) {
      expect(mail).not.toMatch(/9,?999,?999/);
      expect(mail).toContain(`$${offer.toLocaleString("en-AU")}`);
      expect(mail).toContain("Offer accepted: Yes");
      expect(mail).toContain("Overall condition: Excellent");
    }
  });

  it("accepts no offer where the server made none, and no valuation on a lead that is not a trade-in", async () => {
    const visitor = newVisitor();
    const started = await post(
      {
        isLastStep: false,
        userData: {
          form: "trade-in",
          vehicle_make: "Toyota",
          vehicle_model: "Imaginary Zephyr",
          vehicle_year: 2022,
          odometer: "40000",
          name: "Nocomps",
          postcode: "4127",
          phone: "0412 777 011",
          email: "nocomps@example.net",
          location: "springwood-toyota",
        },
      },
      visitor,
    );
    const { lead_id, lead_key, valuation } = JSON.parse(started.body) as {
      lead_id: string;
      lead_key: string;
      valuation: { kind: string };
    };
    expect(valuation.kind).toBe("no-comparables");
    const accepted = await post(
      {
        lead_id,
        lead_key,
        userData: {
          subcategory: "3. Offer Accepted",
          offer_accepted: true,
          valuation: { offer_price: 25_000, adjustmentAnswers: {} },
        },
      },
      visitor,
    );
    expect(accepted.status).toBe(400);
    expect(JSON.parse(accepted.body)).toMatchObject({
      errors: { offer_accepted: "There is no offer to accept for this car: value it first." },
    });

    const contact = await post(
      {
        isLastStep: false,
        userData: {
          form: "contact",
          category: "General Enquiry",
          location: "springwood-toyota",
          dealership_slug: "southern-cross-toyota",
          name: "Notrade",
          email: "notrade@example.net",
          phone: "0412 777 012",
          message: "Hello",
        },
      },
      visitor,
    );
    expect(contact.status).toBe(200);
    const ref = JSON.parse(contact.body) as { lead_id: string; lead_key: string };
    const priced = await post(
      { ...ref, userData: { subcategory: "Anything", offer_accepted: true } },
      visitor,
    );
    expect(priced.status).toBe(400);
  });

  it("answers a bad body with a 400 and its reasons, a GET with a 405, another site's page with a 403", async () => {
    const bad = await post({ userData: { form: "contact", name: "" } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({
      error: "Please fix the following errors:",
      errors: { name: "Please enter your name.", category: "Please select a category." },
    });
    expect((await post({ userData: { form: "spaceship" } })).status).toBe(400);
    expect((await post("not an object")).status).toBe(400);
    const postcode = await post({
      userData: {
        form: "trade-in",
        vehicle_make: "Mazda",
        vehicle_model: "CX-5",
        vehicle_year: "2021",
        odometer: "1",
        name: "Nowhere",
        postcode: "0000",
        phone: "0412 777 002",
        email: "nowhere@example.net",
        location: "springwood-toyota",
      },
    });
    expect(JSON.parse(postcode.body)).toEqual({
      error: "Invalid postcode",
      errors: { postcode: "Invalid postcode" },
    });
    expect((await request(SITE, "/api/leads", { visitor: newVisitor() })).status).toBe(405);
    const foreign = await post(
      { userData: { form: "contact" } },
      newVisitor(),
      "http://redline-used.localhost",
    );
    expect(foreign.status).toBe(403);
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe("a server killed mid-burst", () => {
  it("has stored every enquiry it acknowledged, each with its deliveries", async () => {
    // The embedded database (the default, and the harder case: it lives in the killed process).
    // On PostgreSQL the server is a separate process the kill does not touch.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-kill-"));
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    // Node itself, not the tsx wrapper: the kill must reach the process that holds the database.
    const child = spawn(process.execPath, ["--import", "tsx", "tests/security/serve.ts"], {
      env: {
        ...inherited,
        PORT: String(port),
        DATA_DIR: dataDir,
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    try {
      for (let i = 0; ; i++) {
        if (i > 720) throw new Error("server did not start");
        const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const host = `${SITE}.localhost:${port}`;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
      const search = await fetch(`http://127.0.0.1:${port}/api/search?hitsPerPage=1`, { headers: { host } });
      const slug = ((await search.json()) as { hits: { slug: string }[] }).hits[0]!.slug;
      const acknowledged: string[] = [];
      let n = 0;
      let killed = false;
      const post = (key: string) =>
        new Promise<number>((resolve) => {
          const body = new URLSearchParams({
            intent: "enquire",
            name: "Durable Buyer",
            email: "durable@example.net",
            phone: `04${String(10_000_000 + n).padStart(8, "0")}`,
            message: "Still there after a crash?",
            opt_in: "on",
            idempotency_key: key,
          }).toString();
          const req = http.request(
            {
              host: "127.0.0.1",
              port,
              path: `/cars/${slug}`,
              method: "POST",
              agent,
              headers: {
                host,
                origin: `http://${host}`,
                "x-forwarded-for": `100.90.${(n >> 8) & 255}.${n & 255}`,
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(Buffer.byteLength(body)),
              },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
              res.on("error", () => resolve(0));
            },
          );
          req.on("error", () => resolve(0));
          req.end(body);
        });
      const sender = async () => {
        while (!killed) {
          const key = crypto.randomUUID();
          n++;
          if ((await post(key)) === 302) acknowledged.push(key);
        }
      };
      const senders = Array.from({ length: 16 }, sender);
      // Kill once a good number are in, while requests are still in flight.
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill("SIGKILL");
      killed = true;
      await Promise.all(senders);
      agent.destroy();
      await new Promise((resolve) =>
        child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve),
      );

      const database = await openDatabase({ dataDir });
      try {
        const stored = await database.db
          .select({ id: leads.id, key: leads.idempotency_key })
          .from(leads)
          .where(
            inArray(
              leads.idempotency_key,
              acknowledged.map((k) => `enquire:${k}`),
            ),
          );
        const withDeliveries = await database.db
          .selectDistinct({ lead_id: leadOutbox.lead_id })
          .from(leadOutbox)
          .where(
            and(
              inArray(
                leadOutbox.lead_id,
                stored.map((s) => s.id),
              ),
              eq(leadOutbox.channel, "dealer-email"),
            ),
          );
        console.log(
          `kill -9 mid-burst: ${acknowledged.length} enquiries acknowledged of ${n} sent; ${stored.length} stored, ${withDeliveries.length} with their deliveries`,
        );
        expect(stored).toHaveLength(acknowledged.length);
        expect(withDeliveries).toHaveLength(acknowledged.length);
      } finally {
        await database.close();
      }
    } finally {
      if (child.exitCode === null && !child.signalCode) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("POST /api/events", () => {
  const post = (body: unknown) =>
    request(SITE, "/api/events", {
      method: "POST",
      visitor: newVisitor(),
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: `http://${SITE}.localhost:${server().port}` },
    });

  it("stores the events only the browser sees, and refuses every other id", async () => {
    expect((await post({ event_id: 49 })).status).toBe(200);
    expect((await post({ event_id: 60, car_slug: "no-such-car" })).status).toBe(200);
    // A lead's event is stored by the lead itself: nobody may add one.
    const forged = await post({ event_id: 14 });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ error: "Not an event the browser reports." });
    expect((await post("nonsense")).status).toBe(400);
    expect((await request(SITE, "/api/events", { visitor: newVisitor() })).status).toBe(405);
  });
});

describe("POST /api/miscellaneous, the valuation save", () => {
  const post = (site: string, path: string, body: unknown) =>
    request(site, path, {
      method: "POST",
      visitor: newVisitor(),
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: `http://${site}.localhost:${server().port}` },
    });

  it("saves a valuation onto the buyer's own open lead, on the sites that ask for it", async () => {
    const site = "harbourside-toyota";
    const started = await post(site, "/api/leads", {
      isLastStep: false,
      userData: {
        form: "trade-in",
        ...(await aValuedCar()),
        name: "Saver",
        postcode: "2064",
        phone: "0412 777 003",
        email: "saver@example.net",
        location: "artarmon",
        // harbourside asks every lead to agree to its terms of use.
        terms_conditions: "Yes",
      },
    });
    expect(started.status).toBe(200);
    const { lead_id, lead_key } = JSON.parse(started.body) as { lead_id: string; lead_key: string };
    const value = {
      offer_price: 9_999_999,
      adjustmentAnswers: { condition: "Good" },
      rego: "XYZ789",
      regoState: "NSW",
    };
    const saved = await post(site, "/api/miscellaneous", {
      lead_id,
      lead_key,
      column_name: "valuation",
      value,
    });
    expect(saved.status).toBe(200);
    // What is saved is the server's valuation for the answers: the figure sent counts for nothing.
    const answer = JSON.parse(saved.body) as {
      success: boolean;
      valuation: { kind: string; offer_price?: number };
    };
    expect(answer).toMatchObject({ success: true, valuation: { kind: "estimate" } });
    expect(answer.valuation.offer_price).toBeLessThan(1_000_000);
    const wrongKey = await post(site, "/api/miscellaneous", {
      lead_id,
      lead_key: "x",
      column_name: "valuation",
      value,
    });
    expect(wrongKey.status).toBe(400);
    const otherColumn = await post(site, "/api/miscellaneous", {
      lead_id,
      lead_key,
      column_name: "name",
      value,
    });
    expect(otherColumn.status).toBe(400);
    // Sites without the switch have no such address.
    expect(
      (await post(SITE, "/api/miscellaneous", { lead_id, lead_key, column_name: "valuation", value })).status,
    ).toBe(404);
  });
});
