import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config/configuration';
import type { MailContent } from './messages';

/**
 * Email through nodemailer to the SMTP server of `SMTP_URL`, over a small pool of kept
 * connections; each step (connect, greeting, each reply) has the delivery deadline.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(config: NotificationsConfig & { smtpUrl: string }) {
    this.transport = createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: config.deliveryTimeoutMs,
      greetingTimeout: config.deliveryTimeoutMs,
      socketTimeout: config.deliveryTimeoutMs,
      from: config.mailFrom,
    } as Parameters<typeof createTransport>[0]);
  }

  async send(mail: MailContent): Promise<void> {
    await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
