import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same content as simple HTML (the plain text is always sent too). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export const OUTBOX_FILE = 'outbox.jsonl';

/**
 * Sends through SMTP when SMTP_HOST is set; otherwise appends each mail as one JSON line to DATA_DIR/outbox.jsonl
 * (`from`, `to`, `subject`, `text`, and `html` and `headers` when set, `sentAt`). A failed delivery rejects.
 */
@Injectable()
export class MailService {
  private transporter?: Transporter;

  constructor(private readonly config: AppConfig) {}

  get usesSmtp(): boolean {
    return Boolean(this.config.SMTP_HOST);
  }

  get outboxPath(): string {
    return path.join(this.config.DATA_DIR, OUTBOX_FILE);
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.usesSmtp) {
      await this.smtp().sendMail({ from: this.config.SMTP_FROM, ...mail });
      return;
    }
    await mkdir(this.config.DATA_DIR, { recursive: true });
    await appendFile(
      this.outboxPath,
      `${JSON.stringify({ from: this.config.SMTP_FROM, ...mail, sentAt: new Date().toISOString() })}\n`,
    );
  }

  private smtp(): Transporter {
    const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD } = this.config;
    this.transporter ??= createTransport({
      host: SMTP_HOST,
      port: SMTP_PORT,
      secure: SMTP_SECURE,
      auth: SMTP_USER ? { user: SMTP_USER, pass: SMTP_PASSWORD } : undefined,
    });
    return this.transporter;
  }
}
