import { describe, expect, it } from 'vitest';
import { usernameCandidates } from './oauth-username';

describe('usernameCandidates', () => {
  it('prefers the provider handle, then the e-mail before the at-sign', () => {
    expect(usernameCandidates('Grim_Dark.Painter', 'ada@example.test')).toEqual(['grim_dark.painter', 'ada']);
    expect(usernameCandidates(undefined, 'Ada.Lovelace@example.test')).toEqual(['ada.lovelace']);
  });

  it('keeps only letters, digits, dots and underscores, at most 30', () => {
    expect(usernameCandidates('Zoë Ørsted-Smith!!', 'x@example.test')[0]).toBe('zoe_rsted_smith');
    expect(usernameCandidates(`${'a'.repeat(40)}`, 'x@example.test')[0]).toHaveLength(30);
    expect(usernameCandidates('__..weird..__', 'x@example.test')[0]).toBe('weird');
  });

  it('falls back to "player" when nothing usable is left', () => {
    expect(usernameCandidates('✨', 'ab@example.test')).toEqual(['player']);
    expect(usernameCandidates('ab', 'a+b@example.test')).toEqual(['a_b']);
  });

  it('never repeats a candidate', () => {
    expect(usernameCandidates('ada', 'ada@example.test')).toEqual(['ada']);
  });
});
