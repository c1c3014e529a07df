import { data, redirect, type UNSAFE_DataWithResponseInit } from "react-router";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, getLogger, setLogger } from "#server/log.server";
import {
  answerRefused,
  isRefused,
  limitedBy,
  refuse,
  settleForm,
  type FormOutcome,
} from "./form-outcome.server";

type Answer = UNSAFE_DataWithResponseInit<Record<string, unknown>>;

describe("a refused form post is answered with the form again", () => {
  const keep = { intent: "reserve", values: { name: "Kim" } };

  it("a wrong field is a 400 with its message beside the field and what was typed", () => {
    const answer = answerRefused(
      refuse.invalid({ email: "Please enter a valid email address." }),
      keep,
    ) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ...keep, errors: { email: "Please enter a valid email address." } });
  });

  it("the rate limiter's no is a 429 that says when to try again", () => {
    const limited = limitedBy({
      ok: false,
      retryAfterSeconds: 90,
      message: "Too many requests.",
      scope: "ip",
    });
    const answer = answerRefused(limited!, keep) as Answer;
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("90");
    expect(answer.data.errors).toEqual({ form: "Too many requests." });
    expect(limitedBy({ ok: true })).toBeNull();
  });

  it("a declined card is a 402 on the card's field; a car taken is a 409 for the whole form", () => {
    const declined = answerRefused(refuse.conflict("Declined.", { field: "card_number", status: 402 }), keep);
    expect((declined as Answer).init?.status).toBe(402);
    expect((declined as Answer).data.errors).toEqual({ card_number: "Declined." });
    const taken = answerRefused(refuse.conflict("Taken."), keep) as Answer;
    expect(taken.init?.status).toBe(409);
    expect(taken.data.errors).toEqual({ form: "Taken." });
  });

  it("a workflow's own intent and values go back in place of the route's", () => {
    const answer = answerRefused(
      { ...refuse.invalid({ phone: "Required" }), intent: "test-drive", values: { phone: "04" } },
      keep,
    ) as Answer;
    expect(answer.data).toEqual({
      intent: "test-drive",
      values: { phone: "04" },
      errors: { phone: "Required" },
    });
  });
});

describe("settleForm", () => {
  type Done = { kind: "sent"; successUrl: string };

  it("passes the workflow's outcome through", async () => {
    const outcome = await settleForm<Done>(async () => ({ kind: "sent", successUrl: "/success" }), "Failed.");
    expect(outcome).toEqual({ kind: "sent", successUrl: "/success" });
    expect(isRefused(outcome)).toBe(false);
  });

  it("turns a fault into the failure message, a 500 that keeps the form, and logs it", async () => {
    const lines: { msg?: string; err?: { reason?: string } }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const before = getLogger();
    setLogger(createLogger({ level: "debug", destination }));
    const outcome: FormOutcome<Done> = await settleForm<Done>(async () => {
      throw new Error("the database went away");
    }, "An error occurred when submitting this form").finally(() => setLogger(before));
    expect(lines.map((line) => [line.msg, line.err?.reason])).toEqual([
      ["form post failed", "the database went away"],
    ]);
    expect(isRefused(outcome)).toBe(true);
    expect(outcome).toEqual({
      kind: "failed",
      errors: { form: "An error occurred when submitting this form" },
    });
    expect((answerRefused(outcome as never, {}) as Answer).init?.status).toBe(500);
  });

  it("lets a redirect or a 404 thrown on purpose go on to the router", async () => {
    const moved = redirect("/success");
    await expect(settleForm(async () => Promise.reject(moved), "Failed.")).rejects.toBe(moved);
    const missing = data(null, { status: 404 });
    await expect(settleForm(async () => Promise.reject(missing), "Failed.")).rejects.toBe(missing);
  });
});
