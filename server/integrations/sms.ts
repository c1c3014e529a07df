import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

/*
 * Text messages to buyers (sign-in codes) [VSD §6 "signed-in user identified by phone number";
 * docs/architecture.md rule 7]. The local implementation delivers each message to an outbox file on this
 * machine, `DATA_DIR/sms/outbox.jsonl`, one JSON line a message, readable only by the server's
 * user: whoever runs the site (or a test) reads the code there. The server log never holds a
 * message or a full number (rule 11). A gateway adapter replaces it in production.
 */
export type SmsMessage = { to: string; body: string; sent_at: string };

export interface SmsService {
  send(to: string, body: string): Promise<void>;
}

export function smsOutboxPath(dataDir: string) {
  return path.join(dataDir, "sms", "outbox.jsonl");
}

export function createLocalSms(options: { dataDir: string }): SmsService {
  const file = smsOutboxPath(options.dataDir);
  return {
    async send(to, body) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const message: SmsMessage = { to, body, sent_at: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    },
  };
}
