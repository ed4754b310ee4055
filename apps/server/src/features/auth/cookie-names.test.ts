import { describe, expect, it } from 'vitest';
import { fromHostPrefixedCookieHeader, toHostPrefixedSetCookie } from './cookie-names';

describe('session cookie prefix', () => {
  it('turns a secure Muster cookie into a __Host- cookie without a Domain', () => {
    expect(
      toHostPrefixedSetCookie(
        '__Secure-muster.session_token=abc; Path=/; Domain=muster.example; HttpOnly; Secure; SameSite=Lax',
      ),
    ).toBe('__Host-muster.session_token=abc; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('leaves plain-HTTP and foreign cookies alone', () => {
    expect(toHostPrefixedSetCookie('muster.session_token=abc; Path=/')).toBe(
      'muster.session_token=abc; Path=/',
    );
    expect(toHostPrefixedSetCookie('__Secure-other=1')).toBe('__Secure-other=1');
  });

  it('maps __Host- cookies back for better-auth, wherever they sit in the header', () => {
    expect(fromHostPrefixedCookieHeader('a=1; __Host-muster.session_token=abc; b=2')).toBe(
      'a=1; __Secure-muster.session_token=abc; b=2',
    );
    expect(fromHostPrefixedCookieHeader('__Host-muster.session_data=x')).toBe(
      '__Secure-muster.session_data=x',
    );
  });
});
