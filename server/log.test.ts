import { Writable } from "node:stream";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLogger,
  getLogger,
  logRequestError,
  maskPersonalText,
  maskPhone,
  runInLogScope,
  serializeError,
  setLogger,
  setLogSite,
} from "./log.server";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split("\n"))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ level: "debug", destination }) };
}

describe("the one logger (no personal data in logs)", () => {
  it("masks e-mail addresses and Australian phone numbers in free text", () => {
    expect(maskPersonalText("from pat.buyer+cars@example.com.au about 0412 345 678")).toBe(
      "from [email] about [phone]",
    );
    expect(maskPersonalText("call +61412345678 or (07) 5550 1200? 07 5550 1200")).toBe(
      "call [phone] or (07) 5550 1200? [phone]",
    );
    expect(maskPersonalText("no @ here, nor a@b")).toBe("no @ here, nor a@b");
    expect(maskPersonalText("a@b.c@d.e")).toBe("[email]@d.e");
  });

  it("masks a phone number to its first two and last three digits", () => {
    expect(maskPhone("0412345678")).toBe("04•• ••• 678");
  });

  it("redacts personal fields by name and keeps the request id and site", () => {
    const { lines, logger } = capture();
    runInLogScope({ request_id: "r-1" }, () => {
      setLogSite("southern-cross");
      logger.info({ lead: { name: "Pat", email: "p@x.com", phone: "0412345678", message: "hi" } }, "stored");
    });
    expect(lines[0]).toMatchObject({
      msg: "stored",
      request_id: "r-1",
      site: "southern-cross",
      lead: { name: "[redacted]", email: "[redacted]", phone: "[redacted]", message: "[redacted]" },
    });
  });

  it("masks free-text messages and their arguments", () => {
    const { lines, logger } = capture();
    logger.warn("lead from %s", "pat@example.com");
    expect(lines[0]!.msg).toBe("lead from [email]");
  });

  it("logs a failed query by its SQL and the server's code, never the values", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "Pat Buyer"'), {
      severity: "ERROR",
      code: "22P02",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("name", "phone") values ($1, $2)\nparams: Pat Buyer,0412345678',
      ),
      {
        query: 'insert into "leads" ("name", "phone") values ($1, $2)',
        params: ["Pat Buyer", "0412345678"],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain("Pat Buyer");
    expect(logged).not.toContain("0412345678");
    expect(serializeError(error)).toMatchObject({
      reason: "Failed query",
      query: 'insert into "leads" ("name", "phone") values ($1, $2)',
      cause: { error_code: "22P02", reason: 'invalid input syntax for type uuid: "…"' },
    });
  });

  it("writes a thrown value that is not an Error by its kind, status and message, never [object Object]", () => {
    const refusal = new ErrorResponse(
      405,
      "Method Not Allowed",
      new Error('You made a PUT request to "/" but did not provide an `action`'),
      true,
    );
    expect(serializeError(refusal)).toMatchObject({
      type: "ErrorResponseImpl",
      status: 405,
      reason: "Method Not Allowed",
      cause: { type: "Error", reason: 'You made a PUT request to "/" but did not provide an `action`' },
    });
    const thrown = [refusal, new Response(null, { status: 404 }), { name: "Pat", email: "pat@example.com" }];
    for (const value of thrown) {
      const logged = JSON.stringify(serializeError(value));
      expect(logged).not.toContain("[object");
      expect(logged).not.toContain("pat@example.com");
    }
  });
});

describe("what a request ended in", () => {
  const before = getLogger();
  afterEach(() => setLogger(before));

  it("is info with its status for a refusal, and an error for a failure", () => {
    const { lines, logger } = capture();
    setLogger(logger);
    const where = { method: "PUT", path: "/special-offers" };
    logRequestError(
      new ErrorResponse(405, "Method Not Allowed", new Error("no action"), true),
      where,
      "route failed",
    );
    logRequestError(new Response(null, { status: 404 }), where, "route failed");
    // A `data()` a loader threw, as React Router hands it on.
    logRequestError(new ErrorResponse(404, "Not Found", null), where, "route failed");
    logRequestError(
      Object.assign(new Error("request entity too large"), { status: 413, expose: true }),
      where,
      "x",
    );
    logRequestError(Object.assign(new Error("the CRM answered 404"), { status: 404 }), where, "route failed");
    logRequestError(new ErrorResponse(503, "Service Unavailable", null), where, "route failed");
    expect(lines.map((line) => [line.level, line.msg, line.status])).toEqual([
      ["info", "request refused", 405],
      ["info", "request refused", 404],
      ["info", "request refused", 404],
      ["info", "request refused", 413],
      ["error", "route failed", undefined],
      ["error", "route failed", undefined],
    ]);
    expect(lines[0]).toMatchObject(where);
  });
});
