import { afterEach, describe, expect, it } from 'vitest';
import { takeBootstrappedSession } from './session-bootstrap';

const player = {
  id: '5b0c9a52-7f1e-4a43-9a57-0f6f0b8a1c11',
  name: 'Erin',
  email: 'erin@example.test',
  appTier: 'warrior',
  role: 'user',
  avatar: '/api/avatars/default/5b0c9a52-7f1e-4a43-9a57-0f6f0b8a1c11.svg',
  twoFactorEnabled: false,
  onboardingComplete: true,
};

/** The data block as the server writes it (spa-shell.ts), with `<` escaped. */
function writeBlock(json: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'muster-session';
  block.textContent = json;
  document.head.append(block);
}

describe('takeBootstrappedSession', () => {
  afterEach(() => document.getElementById('muster-session')?.remove());

  it('reads the signed-in user once and takes the block out of the page', () => {
    writeBlock(JSON.stringify({ user: player }).replace('"Erin"', '"\\u003c/script\\u003eErin"'));
    expect(takeBootstrappedSession(document)).toEqual({ user: { ...player, name: '</script>Erin' } });
    expect(document.getElementById('muster-session')).toBeNull();
    expect(takeBootstrappedSession(document)).toBeUndefined();
  });

  it('reads a signed-out visitor as null', () => {
    writeBlock('{"user":null}');
    expect(takeBootstrappedSession(document)).toEqual({ user: null });
  });

  it('is undefined without a block, or with one that is not JSON or not an answer of GET /api/me', () => {
    expect(takeBootstrappedSession(document)).toBeUndefined();
    writeBlock('{"user":');
    expect(takeBootstrappedSession(document)).toBeUndefined();
    writeBlock(JSON.stringify({ users: [player] }));
    expect(takeBootstrappedSession(document)).toBeUndefined();
  });
});
