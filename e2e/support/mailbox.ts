import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

// The e-mail side of the real registration flow in browser tests: the portal sends its codes over
// SMTP (SMTP_URL) to this local server, which keeps each message as a file the tests can read.

/** Starts a local SMTP server that stores every message in `dir`; answers its URL and a stop. */
export const startMailbox = async (dir: string) => {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = join(dir, `${Date.now()}-${++seq}.json`);
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('mailbox has no port'));
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The text of a single-part message (nodemailer picks base64 or quoted-printable for non-ASCII). */
const bodyText = (raw: string): string => {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** The newest six-digit code mailed to `address` (waits up to `ms` for it). */
export const codeMailedTo = async (dir: string, address: string, ms = 15_000): Promise<string> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const newest = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string })
      .find((m) => m.to.includes(address.toLowerCase()));
    // The code is the only run of exactly six digits standing alone (an account name the message
    // may name before it can end in digits).
    const code = newest && /(?<![\p{L}\d])(\d{6})(?!\d)/u.exec(bodyText(newest.raw));
    if (code) return code[1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code was mailed to ${address}`);
};
