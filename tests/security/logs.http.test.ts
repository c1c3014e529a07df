import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { smsOutboxPath, type SmsMessage } from "#server/integrations/sms";
import { newVisitor, postForm, request, server } from "./client";

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
    };
    const sent = await postForm(SITE, `/cars/${search.hits[0]!.slug}`, lead, visitor);
    expect(sent.status).toBe(302);
    // A rejected enquiry too: its values are in the request, and must not reach the log either.
    await postForm(SITE, `/cars/${search.hits[0]!.slug}`, { ...lead, email: "marguerite.quaile@" }, visitor);
    await new Promise((r) => setTimeout(r, 300));

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
