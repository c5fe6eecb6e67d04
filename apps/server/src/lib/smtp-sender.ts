import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MessageSender } from './sender';

export type ClosableSender = MessageSender & { close(): void };

/** Delivers e-mail through an SMTP server (`smtp://` or `smtps://user:pass@host:port`). */
export const createSmtpSender = (opts: { url: string; from: string }): ClosableSender => {
  // Short timeouts: a code request waits for the delivery and must not hang for minutes.
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`SMTP cannot deliver to channel ${message.channel}`);
      await transport.sendMail({
        from: opts.from,
        to: message.target,
        subject: message.subject,
        text: message.body,
      });
    },
    close: () => transport.close(),
  };
};

/**
 * Only logs. Without an SMS gateway or SMTP server this is how a demo deployment hands out codes:
 * the message is in the log and in the outbox table.
 */
export const createLogSender = (log: FastifyBaseLogger): MessageSender => ({
  async send(message) {
    log.info(
      { channel: message.channel, target: message.target, subject: message.subject, body: message.body },
      'message sent (log only)',
    );
  },
});

/** What the app sends with unless told otherwise: e-mail over SMTP when SMTP_URL is set, else the log. */
export const createDefaultSender = (
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
  log: FastifyBaseLogger,
) => {
  const logSender = createLogSender(log);
  const smtp = config.SMTP_URL ? createSmtpSender({ url: config.SMTP_URL, from: config.SMTP_FROM }) : null;
  const sender: ClosableSender = {
    async send(message) {
      if (smtp && message.channel === 'email') return smtp.send(message);
      return logSender.send(message);
    },
    close: () => smtp?.close(),
  };
  return sender;
};
