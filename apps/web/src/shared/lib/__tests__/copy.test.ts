/**
 * @vitest-environment jsdom
 */
// A DOM for the clipboard and the textarea fallback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import '@/shared/i18n';
import { feedback } from '@/shared/ui/feedback';
import { copyText } from '../copy';

describe('copyText', () => {
  const message = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  const writeText = vi.fn(async (_text: string) => undefined);
  // jsdom has no isSecureContext; the clipboard API exists only in secure contexts.
  const secure = (value: boolean) =>
    Object.defineProperty(window, 'isSecureContext', { value, configurable: true });

  beforeEach(() => {
    feedback.message = message as unknown as MessageInstance;
    Object.values(message).forEach((fn) => fn.mockClear());
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    secure(true);
  });
  afterEach(() => {
    feedback.message = null;
    vi.restoreAllMocks();
  });

  it('copies through the clipboard and says 复制成功', async () => {
    expect(await copyText('SO-20260304-0001')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SO-20260304-0001');
    expect(message.success).toHaveBeenCalledWith('复制成功');
  });

  it('warns 无复制内容 when there is nothing to copy', async () => {
    expect(await copyText('  ')).toBe(false);
    expect(await copyText(null)).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(message.warning).toHaveBeenCalledWith('无复制内容');
  });

  it('falls back to a hidden textarea without the asynchronous clipboard', async () => {
    secure(false);
    const execCommand = vi.fn((_command: string) => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await copyText(12345)).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(writeText).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
    expect(message.success).toHaveBeenCalledWith('复制成功');
  });
});
