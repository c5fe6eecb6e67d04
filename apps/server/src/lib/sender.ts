/** A message to a person: a verification code, a notice. */
export type OutgoingMessage = { channel: 'phone' | 'email'; target: string; subject: string; body: string };

/**
 * Sends messages. Every implementation first records the message in the outbox table (see
 * modules/auth/outbox.service.ts); the default one only logs, SMTP_URL adds real e-mail.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
