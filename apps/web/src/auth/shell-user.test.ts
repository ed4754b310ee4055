import { describe, expect, it } from 'vitest';
import { displayName, tierBadgeTone } from './shell-user';

describe('displayName', () => {
  it('prefers the username, then the e-mail local part, then Commander', () => {
    expect(displayName('Kharn', 'k@example.com')).toBe('Kharn');
    expect(displayName('  ', 'shrike@example.com')).toBe('shrike');
    expect(displayName(null, null)).toBe('Commander');
    expect(displayName(undefined, '@example.com')).toBe('Commander');
  });
});

describe('tier badge colours', () => {
  it('are grey, blue, purple and gold', () => {
    expect(tierBadgeTone).toEqual({ free: 'grey', warrior: 'blue', commander: 'purple', emperor: 'gold' });
  });
});
