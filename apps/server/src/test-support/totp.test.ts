import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';

describe('totpCode', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    // Secret "12345678901234567890" in base32.
    const uri = 'otpauth://totp/x?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(uri, 59_000)).toBe('287082');
    expect(totpCode(uri, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(uri, 2_000_000_000_000)).toBe('279037');
  });
});
