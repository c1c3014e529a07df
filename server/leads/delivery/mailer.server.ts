import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailMessage } from "./messages.server";

/*
 * E-mail, behind one interface [docs/architecture.md rule 7]. With SMTP_URL set, messages go to that SMTP
 * server (nodemailer). Without it, the local implementation composes the same RFC 5322 message and
 * writes it as an .eml file under $DATA_DIR/mail/, where any mail program opens it.
 */
export type Mailer = {
  kind: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

function toNodemailer(message: MailMessage, from: string) {
  const address = from.match(/<([^<>]+)>\s*$/)?.[1] ?? from;
  return {
    from: { name: message.fromName, address },
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    messageId: message.messageId,
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail(toNodemailer(message, options.from));
        if (info.rejected.length > 0)
          throw new Error(`the SMTP server refused ${info.rejected.length} recipient(s)`);
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message, options.from));
      // Each message holds a buyer's name, phone and words: for the server's user alone.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${message.messageId.replace(/[^a-z0-9.-]/gi, "")}.eml`;
      // Written whole, then renamed: a reader never sees half a message.
      const temporary = path.join(folder, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: 0o600 });
      renameSync(temporary, path.join(folder, name));
    },
    close: () => composer.close(),
  };
}
