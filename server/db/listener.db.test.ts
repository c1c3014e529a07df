import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/test-database";
import { PostgresListener } from "./client";

/*
 * The connection that hears stock changes on PostgreSQL is trusted only while it hears its own
 * word: one that hears nothing (a half-open socket, a pooler in transaction mode) keeps nothing.
 */
describe.skipIf(!process.env.DATABASE_URL)("the listening connection on PostgreSQL", () => {
  const database = useTestDatabase();
  let pool: pg.Pool;
  const listeners: PostgresListener[] = [];
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: database.handle.databaseUrl, max: 2 });
  });
  // Each test's listeners stop with it: none goes on sending its heartbeat into the next test.
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.stop()));
  });
  afterAll(async () => {
    await pool?.end();
  });

  const timing = { heartbeatMs: 40, heardWithinMs: 200 };
  const send = (channel: string, payload: string): Promise<unknown> =>
    pool.query("select pg_notify($1, $2)", [channel, payload]);

  /** A listener on `channel` whose words go through `through`, and what it said of itself. */
  async function listen(channel: string, through: typeof send) {
    const said: boolean[] = [];
    const heard: string[] = [];
    const listener = new PostgresListener(
      database.handle.databaseUrl!,
      channel,
      (payload) => heard.push(payload),
      (listening) => said.push(listening),
      through,
      timing,
    );
    listeners.push(listener);
    await listener.start();
    return { said, heard };
  }

  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((r) => setTimeout(r, 25));
    expect(check()).toBe(true);
  };

  it("says it listens once its own word comes back, hears the channel, and goes on hearing", async () => {
    const { said, heard } = await listen("test_hears", send);
    expect(said).toEqual([true]);
    await send("test_hears", "42");
    await until(() => heard.includes("42"));
    // Several heartbeats later it still listens.
    await new Promise((r) => setTimeout(r, 300));
    expect(said).toEqual([true]);
  });

  it("never says it listens when its words are not heard", async () => {
    const { said } = await listen("test_deaf", async () => {});
    await new Promise((r) => setTimeout(r, 500));
    expect(said.length).toBeGreaterThan(0);
    expect(said.every((listening) => !listening)).toBe(true);
  });

  it("lets go of a connection that stops hearing", async () => {
    let deaf = false;
    const { said } = await listen("test_goes_deaf", (channel, payload) =>
      deaf ? Promise.resolve() : send(channel, payload),
    );
    expect(said).toEqual([true]);
    deaf = true;
    await until(() => said.at(-1) === false);
  });
});
