import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { createDefaultSender, createSmtpSender } from '../../lib/smtp-sender';
import { createTestDatabase } from '../../../test/database';
import { outbox } from './auth.table';
import { bodyOf, STRONG_PASSWORD, tokenFor, uniqueName } from '../../../test/fixtures';

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP sink on a random port; recipients starting with "bounce" are refused. */
const startSink = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) return callback(new Error('550 No such user here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(r)),
  };
};

const logCollector = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
};

describe('message senders', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    sink = await startSink();
    database = await createTestDatabase();
    // The app's own default sender (no test sender passed): SMTP for e-mail.
    app = await buildApp({
      config: testConfig({ SMTP_URL: sink.url, SMTP_FROM: 'OMS <no-reply@oms.test>' }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await sink.close();
  });

  it('delivers e-mail over SMTP', async () => {
    const sender = createSmtpSender({ url: sink.url, from: 'OMS <no-reply@oms.test>' });
    await sender.send({
      channel: 'email',
      target: 'alice@example.com',
      subject: 'Hello Alice',
      body: 'Code 424242',
    });
    sender.close();
    const mail = sink.received.at(-1)!;
    expect(mail.from).toBe('no-reply@oms.test');
    expect(mail.to).toEqual(['alice@example.com']);
    expect(mail.raw).toContain('Subject: Hello Alice');
    expect(mail.raw).toContain('Code 424242');
  });

  it('refuses channels SMTP cannot reach, and reports refused recipients', async () => {
    const sender = createSmtpSender({ url: sink.url, from: 'no-reply@oms.test' });
    await expect(
      sender.send({ channel: 'phone', target: '13900000000', subject: 's', body: 'b' }),
    ).rejects.toThrow(/phone/);
    await expect(
      sender.send({ channel: 'email', target: 'bounce@example.com', subject: 's', body: 'b' }),
    ).rejects.toThrow();
    sender.close();
  });

  it('default sender: e-mail over SMTP when configured, phone messages to the log', async () => {
    const { log, lines } = logCollector();
    const sender = createDefaultSender({ SMTP_URL: sink.url, SMTP_FROM: 'no-reply@oms.test' }, log);
    const before = sink.received.length;
    await sender.send({ channel: 'email', target: 'bob@example.com', subject: 'Hi', body: 'Code 111222' });
    await sender.send({ channel: 'phone', target: '13900000001', subject: 'Hi', body: 'Code 333444' });
    sender.close();
    expect(sink.received.length).toBe(before + 1);
    expect(lines.find((l) => l.target === '13900000001')).toMatchObject({
      channel: 'phone',
      body: 'Code 333444',
    });

    const logOnly = logCollector();
    const noSmtp = createDefaultSender({ SMTP_URL: undefined, SMTP_FROM: 'x@oms.test' }, logOnly.log);
    await noSmtp.send({ channel: 'email', target: 'carol@example.com', subject: 'Hi', body: 'Code 555666' });
    expect(logOnly.lines.find((l) => l.target === 'carol@example.com')).toMatchObject({
      body: 'Code 555666',
    });
  });

  it('sends a registration code by e-mail through the app and records the delivery', async () => {
    const email = `${uniqueName('smtp')}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/sendRegVerifyCode',
      headers: { language: 'en' },
      payload: { regType: 'email', email },
    });
    expect(bodyOf(res).code).toBe(0);
    const mail = sink.received.find((m) => m.to.includes(email))!;
    expect(mail.raw).toContain('Subject: Your registration code');
    const code = /registration code is (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await app.deps.db.select().from(outbox).where(eq(outbox.target, email));
    expect(row!.sentAt).toBeInstanceOf(Date);

    const accountName = uniqueName('smtp');
    const reg = await app.inject({
      method: 'POST',
      url: '/api/user/reg',
      payload: {
        regType: 'email',
        email,
        verifyCode: code,
        accountName,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        companyName: 'Mail Co',
        agreeTerms: true,
      },
    });
    expect(bodyOf(reg).code).toBe(0);
    expect(await tokenFor(app, accountName)).toBeTruthy();
  });

  it('answers "send code failed" when delivery fails, keeping the error in the outbox', async () => {
    const email = `bounce-${uniqueName()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/sendRegVerifyCode',
      headers: { language: 'en' },
      payload: { regType: 'email', email },
    });
    expect(res.statusCode).toBe(500);
    expect(bodyOf(res)).toMatchObject({ code: 500, message: 'Failed to send the verification code' });
    const [row] = await app.deps.db.select().from(outbox).where(eq(outbox.target, email));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/550|No such user/);
  });
});
