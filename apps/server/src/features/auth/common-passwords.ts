let common: Set<string> | null = null;

/** The ~49,000 most common passwords (zxcvbn-ts's list, shipped offline), loaded once on first use. */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  }
  return common;
}

/**
 * Whether a password is one attackers try first (ASVS 6.2.4): on the list whatever its case, or a
 * listed word with a few digits or symbols added ("password2024!").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const base = lower.replace(/[\d\W_]{1,4}$/u, '');
  return base.length >= 4 && base !== lower && list.has(base);
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, among the first an attacker tries. Choose another: a few unrelated words make a strong one.';
