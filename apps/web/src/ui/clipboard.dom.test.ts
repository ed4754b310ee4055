import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const withClipboard = (clipboard: Partial<Clipboard> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyText', () => {
  it('writes the text and says it did', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    withClipboard({ writeText });
    expect(await copyText('https://muster.example/battle-simulator?s=abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://muster.example/battle-simulator?s=abc');
  });

  it('says it did not when the browser refuses', async () => {
    withClipboard({
      writeText: async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      },
    });
    expect(await copyText('x')).toBe(false);
  });

  it('says it did not when there is no clipboard (a page not served over HTTPS)', async () => {
    withClipboard(undefined);
    expect(await copyText('x')).toBe(false);
  });
});
