let common: Set<string> | null = null;

/**
 * The ~49,000 most common passwords (zxcvbn-ts's list, drawn from breached-password corpora; MIT
 * licensed, shipped offline in @zxcvbn-ts/language-common), loaded once on first use.
 */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  }
  return common;
}

/** Names of this service: the context-specific words NIST SP 800-63B asks verifiers to refuse. */
const serviceNames = ['muster'];

/** Digits and symbols (and spaces) around a word: "Password2026!" is "password" to an attacker. */
const DECORATION = /^[\d\W_]+|[\d\W_]+$/gu;

/** The usual letter-for-symbol swaps ("p@55w0rd"), undone before the list is consulted. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const unleet = (text: string) => [...text].map((char) => LEET[char] ?? char).join('');

/** The ways an attacker's list would spell this password: as typed, undecorated, un-l33ted. */
function variants(lower: string): string[] {
  const bare = lower.replace(DECORATION, '');
  const plain = unleet(lower);
  return [lower, bare, plain, plain.replace(DECORATION, '')];
}

/**
 * Whether a password is one attackers try first (ASVS 6.2.4, NIST SP 800-63B 3.1.1.2): on the
 * list whatever its case, or a listed word with digits or symbols around it ("password2024!") or
 * common swaps ("p@ssw0rd").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  return variants(lower).some((variant) => variant.length >= 4 && variant !== lower && list.has(variant));
}

/** The steps between neighbouring characters all the same: "aaaaaaaa" (0), "abcdefgh" (1), "87654321" (−1). */
function isRunOrRepeat(text: string): boolean {
  if (text.length < 3) return false;
  const step = (text.codePointAt(1) ?? 0) - (text.codePointAt(0) ?? 0);
  if (Math.abs(step) > 1) return false;
  for (let index = 2; index < text.length; index++)
    if ((text.codePointAt(index) ?? 0) - (text.codePointAt(index - 1) ?? 0) !== step) return false;
  return true;
}

/** A short block said over and over: "abcabcabc", "ababab12". */
function isRepeatedBlock(text: string): boolean {
  for (let size = 1; size <= 4 && size * 2 <= text.length; size++) {
    const block = text.slice(0, size);
    if (block.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true;
  }
  return false;
}

/**
 * Repeated or sequential characters (NIST's "aaaaaa", "1234abcd"): the password, or what is left
 * of it without the digits and symbols around it, is one run or one repeated block, or two runs.
 */
export function isTrivialPattern(password: string): boolean {
  const lower = password.toLowerCase();
  const bare = lower.replace(DECORATION, '');
  for (const text of [lower, bare].filter((candidate) => candidate.length >= 3)) {
    if (isRunOrRepeat(text) || isRepeatedBlock(text)) return true;
    // Two runs back to back: "1234abcd", "abcd1234", "aaaa1111".
    for (let cut = 3; cut <= text.length - 3; cut++)
      if (isRunOrRepeat(text.slice(0, cut)) && isRunOrRepeat(text.slice(cut))) return true;
  }
  return false;
}

/**
 * Built on this service's name: "Muster2026!", "muster_muster", "Mu$ter1337": once the name (as
 * typed or with symbol swaps) is taken out, fewer than four of the letters typed are left.
 */
export function isServiceNamePassword(password: string): boolean {
  const lower = [...password.toLowerCase()];
  const plain = lower.map((char) => LEET[char] ?? char);
  const text = plain.join('');
  return serviceNames.some((name) => {
    const covered = new Set<number>();
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
      for (let index = at; index < at + name.length; index++) covered.add(index);
    if (covered.size === 0) return false;
    const rest = lower.filter((char, index) => !covered.has(index) && /\p{L}/u.test(char));
    return rest.length < 4;
  });
}

export type PasswordAccount = { email?: string | null; username?: string | null };

export type PasswordProblem = { code: string; message: string };

const ADVICE = 'Choose another: a few unrelated words make a strong one.';

const COMMON_PASSWORD_MESSAGE = `This password is one of the most common passwords, among the first an attacker tries. ${ADVICE}`;
const PATTERN_PASSWORD_MESSAGE = `This password is repeated or consecutive characters (like "aaaaaaaa" or "abcd1234"), among the first an attacker tries. ${ADVICE}`;
const SERVICE_NAME_PASSWORD_MESSAGE = `This password is built on the name Muster (like "Muster2026!"), among the first an attacker tries. ${ADVICE}`;
const USERNAME_PASSWORD_MESSAGE = `Your password must not be your username, or your username with a few characters added. ${ADVICE}`;
const EMAIL_PASSWORD_MESSAGE = `Your password must not be your e-mail address or the part before the @, or either with a few characters added. ${ADVICE}`;

/** Names shorter than this are refused only when the password is exactly the name. */
const MIN_CONTAINED = 3;
/** Letters that must be left once the name is taken out: "erin long password" is fine, "Erin2026!" not. */
const MIN_REST_LETTERS = 6;

/**
 * Whether the password is the name, or built on it (NIST SP 800-63B's "derivatives of the
 * username"): it contains the name and fewer than six letters are left without it.
 */
function builtOnName(lower: string, name: string | null | undefined): boolean {
  const value = name?.trim().toLowerCase();
  if (!value) return false;
  if (lower === value) return true;
  if (value.length < MIN_CONTAINED || !lower.includes(value)) return false;
  return lower.replaceAll(value, '').replace(/[^\p{L}]/gu, '').length < MIN_REST_LETTERS;
}

/**
 * What is wrong with a new password under Muster's policy (NIST SP 800-63B: length is checked by
 * better-auth, 8 to 256; no composition rules), or null when it is acceptable: not on the
 * common-password list, not repeated or consecutive characters, not built on the service's name,
 * and not the account's username, e-mail address or the e-mail's local part, nor one of them with
 * a few characters added.
 */
export async function passwordProblem(
  password: string,
  account: PasswordAccount = {},
): Promise<PasswordProblem | null> {
  const lower = password.toLowerCase();
  if (builtOnName(lower, account.username))
    return { code: 'PASSWORD_CONTAINS_USERNAME', message: USERNAME_PASSWORD_MESSAGE };
  const email = account.email?.trim().toLowerCase();
  if (email && (builtOnName(lower, email) || builtOnName(lower, email.split('@')[0])))
    return { code: 'PASSWORD_CONTAINS_EMAIL', message: EMAIL_PASSWORD_MESSAGE };
  if (isServiceNamePassword(password))
    return { code: 'PASSWORD_SERVICE_NAME', message: SERVICE_NAME_PASSWORD_MESSAGE };
  if (await isCommonPassword(password))
    return { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE };
  if (isTrivialPattern(password)) return { code: 'PASSWORD_TOO_SIMPLE', message: PATTERN_PASSWORD_MESSAGE };
  return null;
}
