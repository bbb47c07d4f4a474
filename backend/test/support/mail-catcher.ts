import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** `<job id@site host>`: the same on every attempt of one delivery job. */
  messageId: string;
  /** `performance.now()` when the message was taken. */
  arrivedAt: number;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package): it takes every message, parses it
 * with `mailparser` and keeps it. `stop()` closes it; `start()` again on the same port brings it back.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The app keeps pooled connections open; a stop should drop them at once, like a crash.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? '',
              text: parsed.text ?? '',
              arrivedAt: performance.now(),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
