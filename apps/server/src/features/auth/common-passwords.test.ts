import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('refuses the passwords attackers try first, and those with a few digits added', async () => {
    for (const password of ['password', '12345678', 'qwertyui', 'Password', 'password2024!', 'letmein1'])
      expect(await isCommonPassword(password), password).toBe(true);
  });
  it('accepts passphrases and uncommon words', async () => {
    for (const password of ['careful password 1', 'muster-player-demo', 'tin soldiers march'])
      expect(await isCommonPassword(password), password).toBe(false);
  });
});
