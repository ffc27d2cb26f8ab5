import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives: the console's e-mail goes
 * through nodemailer to it exactly as it would to a provider.
 */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** The recipients of the messages it turned away with a temporary failure, in order. */
  readonly refused: string[] = [];
  private refusing = 0;
  private readonly waiters: Array<() => void> = [];
  private readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // What a busy or greylisting server answers: come back later (451), for the next `refusing`.
    onRcptTo: (address, _session, callback) => {
      if (this.refusing === 0) return callback();
      this.refusing--;
      this.refused.push(address.address);
      for (const wake of this.waiters.splice(0)) wake();
      callback(Object.assign(new Error('Servidor ocupado; intenta más tarde'), { responseCode: 451 }));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /**
   * The first message to `to` received after `since` messages (whose subject matches, and whose
   * text contains `contains`, when given), waiting up to 10 s.
   */
  async next(to: string, since = 0, subject?: RegExp, contains?: string): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.messages
        .slice(since)
        .find(
          (m) =>
            m.to.includes(to.toLowerCase()) &&
            (subject === undefined || subject.test(m.subject)) &&
            (contains === undefined || m.text.includes(contains)),
        );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail reached ${to} within 10 s`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Turns away the next `count` messages with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void {
    this.refusing = count;
  }

  /** Waits up to 10 s until `count` messages have been turned away. */
  async refusedAtLeast(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.refused.length < count) {
      if (Date.now() > deadline) throw new Error(`fewer than ${count} messages were turned away within 10 s`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** The 6-digit code in a message (on a line of its own). */
  static codeOf(mail: CaughtMail): string {
    const match = /^\s*(\d{6})\s*$/m.exec(mail.text);
    if (!match) throw new Error(`no code in e-mail "${mail.subject}"`);
    return match[1]!;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
