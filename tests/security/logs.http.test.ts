import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { newVisitor, postForm, request, server } from "./client";

/** Until the server's log holds the line of the request with this id (its lines are written after the answer). */
async function loggedLine(requestId: string) {
  await expect.poll(() => readFileSync(server().logFile, "utf8").includes(requestId)).toBe(true);
}

/*
 * Issue 9, personal data in logs: the server's log of a sign-in and an enquiry holds none of the
 * buyer's details. (Before: the log printed every text message with its number and code, and a
 * failed query printed the lead's name, e-mail, phone and message.)
 */
const SITE = "harbourside-toyota";

describe("the server log of a sign-in and an enquiry", () => {
  it("holds no phone number, e-mail, name, message or code, and says only 'code sent to 04•• ••• 678'", async () => {
    const visitor = newVisitor();
    const phone = "0413 246 678";
    const digits = phone.replace(/\s/g, "");
    await postForm(SITE, "/sign-in", { intent: "send-code", phone }, visitor);
    const outbox = readFileSync(smsOutboxPath(server().dataDir), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as SmsMessage);
    const code = outbox.findLast((m) => m.to === digits)!.body.slice(0, 6);
    // A wrong code first, then the right one.
    await postForm(
      SITE,
      "/sign-in",
      { intent: "verify", phone, code: code === "000000" ? "111111" : "000000" },
      visitor,
    );
    await postForm(SITE, "/sign-in", { intent: "verify", phone, code }, visitor);

    const search = JSON.parse((await request(SITE, "/api/search?hitsPerPage=1", { visitor })).body) as {
      hits: { slug: string }[];
    };
    const lead = {
      intent: "enquire",
      name: "Marguerite Quaile",
      email: "marguerite.quaile@example.net",
      phone: "0413 975 311",
      message: "Please call me about the zephyrine paint option",
      opt_in: "on",
      // harbourside asks every lead to agree to its terms of use.
      terms_conditions: "Yes",
    };
    const sent = await postForm(SITE, `/cars/${search.hits[0]!.slug}`, lead, visitor);
    expect(sent.status).toBe(302);
    // A rejected enquiry too: its values are in the request, and must not reach the log either.
    const refused = await postForm(
      SITE,
      `/cars/${search.hits[0]!.slug}`,
      { ...lead, email: "marguerite.quaile@" },
      visitor,
    );
    await loggedLine(String(refused.headers["x-request-id"]));

    const log = readFileSync(server().logFile, "utf8");
    const secrets = [
      digits,
      phone,
      "0413975311",
      "0413 975 311",
      "413975311",
      lead.email,
      "marguerite",
      "Marguerite",
      "Quaile",
      "zephyrine",
      code,
    ];
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).toContain("code sent to 04•• ••• 678");

    // Every line is JSON with the request id and the site it was written for.
    const lines = log
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const sentLine = lines.find((line) => line.msg === "code sent to 04•• ••• 678")!;
    expect(sentLine).toMatchObject({ site: SITE, level: "info" });
    expect(sentLine.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.msg === "request" && line.site === SITE && line.method === "POST")).toBe(
      true,
    );
  });
});

/*
 * Issue 28: a request the server refuses on purpose is not a failure. An unknown page (404) and a
 * method a route does not take (405) were logged as `error "route failed"` with the reason
 * "[object Object]" (React Router's refusal is not an Error).
 */
describe("the server log of refused requests", () => {
  it("records a 404 and a 405 at info with their status and path, with no error line and no [object Object]", async () => {
    const visitor = newVisitor();
    const origin = { origin: `http://${SITE}.localhost:${server().port}` };
    const refused = [
      { method: "GET", path: "/no-such-page-28", status: 404 },
      { method: "GET", path: "/no-such-page-28.data", status: 404 },
      { method: "GET", path: "/cars/no-such-car-28", status: 404 },
      { method: "PUT", path: "/special-offers", status: 405 },
      { method: "DELETE", path: "/brands", status: 405 },
      { method: "POST", path: "/reviews", status: 405, headers: origin },
      { method: "DELETE", path: "/api/search", status: 405 },
      { method: "POST", path: "/no-such-page-28", status: 405, headers: origin },
      { method: "OPTIONS", path: "/", status: 405 },
    ];
    // Each answer names its request, and every line logged for a request carries the same id.
    const ids = new Map<string, (typeof refused)[number]>();
    for (const refusal of refused) {
      const { method, path, status, headers } = refusal;
      const answer = await request(SITE, path, {
        method,
        visitor,
        headers,
        body: method === "GET" ? undefined : "",
      });
      expect(answer.status, `${method} ${path}`).toBe(status);
      ids.set(String(answer.headers["x-request-id"]), refusal);
    }
    for (const id of ids.keys()) await loggedLine(id);

    const log = readFileSync(server().logFile, "utf8");
    expect(log).not.toContain("[object Object]");
    const lines = log
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const about = lines.filter((line) => ids.has(String(line.request_id)));
    expect(about.filter((line) => line.msg === "request")).toHaveLength(refused.length);
    expect(about.filter((line) => line.level === "error" || line.level === 50)).toEqual([]);
    for (const { method, path, status } of refused)
      expect(about, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ level: "info", msg: "request", method, path, status }),
      );
    // A method no page takes is refused before any route; a POST or OPTIONS to a page without an
    // action reaches React Router, which hands its refusal to the error handler: logged at info.
    for (const { method, path, status } of refused.filter((r) => ["POST", "OPTIONS"].includes(r.method)))
      expect(about, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ level: "info", msg: "request refused", method, path, status }),
      );
  });
});
