import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config/configuration';
import type { MailContent } from './messages';

/**
 * Email through nodemailer to the SMTP server of `SMTP_URL`, over a small pool of kept
 * connections; each step (connect, greeting, each reply) has the delivery deadline.
 */
export class Mailer {
  private readonly transport: Transporter;
  /** The domain of every Message-ID: the site's host. */
  private readonly domain: string;

  constructor(config: NotificationsConfig & { smtpUrl: string }) {
    this.domain = new URL(config.publicBaseUrl).hostname;
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

  /**
   * Sends `mail` with `<jobId@site host>` as its Message-ID: the same on every attempt of a job, so
   * a copy sent again after a crash (delivery is at least once) is recognisably the same message.
   */
  async send(mail: MailContent, jobId: string): Promise<void> {
    await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${jobId}@${this.domain}>`,
    });
  }
}
