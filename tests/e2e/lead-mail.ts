import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { XMLParser } from "fast-xml-parser";
import { simpleParser, type ParsedMail } from "mailparser";

/*
 * What the dealer received, as the end-to-end tests check it: the e-mails the e2e server's local
 * mail service wrote under its DATA_DIR/mail, and the operator's `forecourt leads` answered by the
 * running server over its ops socket.
 */
const run = promisify(execFile);
const mailDir = () => path.join(process.env.E2E_DATA_DIR!, "mail");

/** The dealer's e-mail (to `to`) mentioning `token`, once the delivery worker has written it. */
export async function waitForDealerMail(token: string, to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(mailDir()))
      for (const file of readdirSync(mailDir()).filter((f) => f.endsWith(".eml"))) {
        const raw = readFileSync(path.join(mailDir(), file), "utf8");
        // "To:" at a line's start: the buyer's copy has the dealer's address in its Reply-To.
        if (raw.includes(token) && raw.includes(`\nTo: ${to}\n`)) return simpleParser(raw);
      }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} mentioning ${token}`);
}

/**
 * The leads stored from a buyer of this name, as the operator's `forecourt leads --buyer` lists them.
 * A lead is stored before the buyer's answer is sent, so a form that was refused has stored none
 * the moment its answer shows: nothing to wait for.
 */
export async function leadsFrom(name: string): Promise<string[]> {
  const { DATABASE_URL: _embedded, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: "warn" };
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "cli/forecourt.ts", "leads", "--buyer", name],
    { env },
  );
  return stdout.trim() === "No leads." ? [] : stdout.trim().split("\n");
}

/** The ADF/XML prospect attached to a dealer e-mail. */
export function adfProspect(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => /^lead-.+\.xml$/.test(a.filename ?? ""));
  if (!attachment) throw new Error("no ADF attachment");
  const xml = attachment.content.toString("utf8");
  if (!xml.includes('<?adf version="1.0"?>')) throw new Error("not ADF 1.0");
  // Every value as text, as it stands in the XML ("2019", not 2019).
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false }).parse(
    xml,
  ).adf.prospect as AdfProspect;
}

type AdfVehicle = Record<string, string> & { odometer?: never };

export type AdfProspect = {
  id: { "#text": string };
  customer: { contact: { email: string; name: unknown }; comments?: string };
  vehicle?: AdfVehicle | AdfVehicle[];
  vendor: { vendorname: string; contact: { name: { "#text": string } } };
};

/** The prospect's vehicles, each with its odometer as plain text. */
export function adfVehicles(prospect: AdfProspect): Record<string, string>[] {
  return [prospect.vehicle ?? []].flat().map((vehicle) => {
    const { odometer, ...rest } = vehicle as Record<string, unknown>;
    const km = (odometer as { "#text"?: string } | undefined)?.["#text"];
    return { ...(rest as Record<string, string>), ...(km !== undefined && { odometer: km }) };
  });
}

/** `forecourt leads show <id>`, answered by the running e2e server. */
export async function showLead(id: string): Promise<string> {
  const { DATABASE_URL: _embedded, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: "warn" };
  return (await run(process.execPath, ["--import", "tsx", "cli/forecourt.ts", "leads", "show", id], { env }))
    .stdout;
}
