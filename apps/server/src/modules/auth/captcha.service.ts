import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, LIMITS } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { errors } from '../../lib/errors';
import { newToken } from '../../lib/crypto';
import { authRepository as repo } from './auth.repository';

// Characters people confuse on a distorted image are left out.
const IGNORE_CHARS = '0oO1iIlLqg9';

/** Image captchas for sign-in: stored server-side, single use, short-lived. */
export const createCaptchaService = ({ db }: Pick<Deps, 'db'>) => ({
  async generate(): Promise<{ captchaKey: string; image: string }> {
    const now = new Date();
    // Expired rows go whenever a new one is made, so the table holds at most a few minutes' worth.
    await repo.deleteCaptchasBefore(db, now);
    const { data, text } = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      noise: 2,
      color: true,
      width: 120,
      height: 40,
      ignoreChars: IGNORE_CHARS,
    });
    const captchaKey = newToken();
    await repo.insertCaptcha(db, {
      key: captchaKey,
      code: text.toLowerCase(),
      expiresAt: new Date(now.getTime() + LIMITS.captchaTtlSeconds * 1000),
    });
    return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  },

  /**
   * Checks an answer and uses the captcha up whatever the outcome: unknown, used or expired keys
   * answer "expired", a wrong answer "wrong" (the web then fetches a new image either way).
   */
  async consume(captchaKey: string | undefined, answer: string | undefined): Promise<void> {
    if (!captchaKey || !answer?.trim())
      throw errors.invalid('auth.captchaRequired', undefined, 'captchaCode');
    const now = new Date();
    const captcha = await repo.takeCaptcha(db, captchaKey, now);
    if (!captcha || captcha.expiresAt <= now)
      throw errors.invalid('auth.captchaExpired', undefined, 'captchaCode');
    if (captcha.code !== answer.trim().toLowerCase())
      throw errors.invalid('auth.captchaWrong', undefined, 'captchaCode');
  },
});
export type CaptchaService = ReturnType<typeof createCaptchaService>;
