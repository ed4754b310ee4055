import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  isServiceNamePassword,
  isTrivialPattern,
  passwordProblem,
} from './common-passwords';

describe('common passwords', () => {
  it('refuses the passwords attackers try first, and those with digits, symbols or swaps added', async () => {
    for (const password of [
      'password',
      '12345678',
      'qwertyui',
      'Password',
      'password2024!',
      'letmein1',
      'Password2026!',
      '2026dragon',
      'p@ssw0rd',
    ])
      expect(await isCommonPassword(password), password).toBe(true);
  });
  it('accepts passphrases and uncommon words', async () => {
    for (const password of ['careful password 1', 'muster-player-demo', 'tin soldiers march'])
      expect(await isCommonPassword(password), password).toBe(false);
  });
});

describe('repeated and consecutive characters', () => {
  it('refuses runs, repeats and two runs back to back, decorated or not', () => {
    for (const password of [
      'aaaaaaaa',
      'abcdefgh',
      'ABCDEFGH',
      '87654321',
      'abcabcabc',
      'abcd1234',
      '1234abcd',
      'aaaa1111',
      'zyxwvuts!',
      'qqqqqqqq2026',
    ])
      expect(isTrivialPattern(password), password).toBe(true);
  });
  it('accepts ordinary passwords', () => {
    for (const password of ['tin soldiers march', 'brass lanterns glow', 'abcdefgx lantern', 'correct horse'])
      expect(isTrivialPattern(password), password).toBe(false);
  });
});

describe("the service's name", () => {
  it('refuses passwords that are little but the name', () => {
    for (const password of [
      'Muster2026!',
      'muster2025',
      'MUSTER!!!!',
      'Mu$ter1337',
      'musterMuster',
      '2026-muster-go',
    ])
      expect(isServiceNamePassword(password), password).toBe(true);
  });
  it('accepts passphrases that mention it', () => {
    for (const password of ['muster-player-demo', 'my muster lists 2026', 'tin soldiers march'])
      expect(isServiceNamePassword(password), password).toBe(false);
  });
});

describe('the password policy', () => {
  const account = { email: 'Wanda.Smith@example.test', username: 'wanda_w' };
  it('names what is wrong, one clear message each', async () => {
    const cases: [string, string][] = [
      ['aaaaaaaa', 'PASSWORD_TOO_SIMPLE'],
      ['abcdefgh', 'PASSWORD_TOO_SIMPLE'],
      ['Muster2026!', 'PASSWORD_SERVICE_NAME'],
      ['Muster2027#', 'PASSWORD_SERVICE_NAME'],
      ['password1', 'PASSWORD_TOO_COMMON'],
      ['wanda_w', 'PASSWORD_CONTAINS_USERNAME'],
      ['WANDA_W_2026!', 'PASSWORD_CONTAINS_USERNAME'],
      ['wanda.smith@example.test', 'PASSWORD_CONTAINS_EMAIL'],
      ['Wanda.Smith2026', 'PASSWORD_CONTAINS_EMAIL'],
    ];
    for (const [password, code] of cases) {
      const problem = await passwordProblem(password, account);
      expect(problem?.code, password).toBe(code);
      expect(problem?.message, password).toMatch(/\.$/);
    }
    expect((await passwordProblem('wanda_w', account))?.message).toBe(
      'Your password must not be your username, or your username with a few characters added. Choose another: a few unrelated words make a strong one.',
    );
  });
  it('accepts a passphrase, also one that mentions a name, and only equality for very short names', async () => {
    expect(await passwordProblem('tin soldiers march', account)).toBeNull();
    expect(await passwordProblem('wanda_w paints miniatures', account)).toBeNull();
    expect(
      await passwordProblem('tin soldiers march', { email: 'ti@example.test', username: 'tim' }),
    ).toBeNull();
    expect((await passwordProblem('ti', { email: 'ti@example.test' }))?.code).toBe('PASSWORD_CONTAINS_EMAIL');
  });
});
