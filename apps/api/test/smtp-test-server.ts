import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { findFreeLoopbackPort } from './free-port';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A header's value as sent (unfolded), e.g. `header('List-Unsubscribe-Post')`. */
  header: (name: string) => string | undefined;
  raw: ParsedMail;
}

/**
 * A real SMTP server on loopback (nodemailer's smtp-server) that keeps and parses every mail it receives. It can be
 * stopped and started again on the same port, to test deliveries while SMTP is down.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpTestServer> {
    const smtp = new SmtpTestServer(await findFreeLoopbackPort());
    await smtp.up();
    return smtp;
  }

  /** SMTP_* variables for an API that sends here. */
  get env(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_FROM: 'TaskFlow <mail@taskflow.test>' };
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({
              to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              header: (name) => {
                const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
                return line
                  ?.slice(line.indexOf(':') + 1)
                  .replace(/\r\n\s+/g, ' ')
                  .trim();
              },
              raw: parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  mailsTo(email: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(email.toLowerCase()));
  }

  /** Resolves with the first mail to `email` matching `match`, once it arrived. */
  async waitForMail(
    email: string,
    match: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<ReceivedMail> {
    return waitFor(`a mail to ${email}`, () => this.mailsTo(email).find(match), timeoutMs);
  }
}

/** Polls `probe` until it answers something truthy (the awaited event happened), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
