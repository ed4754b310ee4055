import { describe, expect, it } from 'vitest';
import { providerErrorMessage, providerSignInTargets } from './provider-sign-in';

describe('providerSignInTargets', () => {
  it('lands where the visitor was going, and keeps it through a failure', () => {
    expect(providerSignInTargets('/rosters?tab=2')).toEqual({
      callbackURL: '/rosters?tab=2',
      newUserCallbackURL: '/onboarding/questionnaire',
      errorCallbackURL: '/login?next=%2Frosters%3Ftab%3D2',
    });
  });

  it('goes to the dashboard without a next, or with one that leaves the app', () => {
    expect(providerSignInTargets(null)).toMatchObject({
      callbackURL: '/dashboard',
      errorCallbackURL: '/login',
    });
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(providerSignInTargets(next)).toMatchObject({
        callbackURL: '/dashboard',
        errorCallbackURL: '/login?next=%2Fdashboard',
      });
    }
  });
});

describe('providerErrorMessage', () => {
  it('explains the codes a provider sign-in comes back with', () => {
    expect(providerErrorMessage('access_denied')).toMatch(/cancelled/);
    expect(providerErrorMessage('account_not_linked')).toMatch(/already exists/);
    expect(providerErrorMessage('state_mismatch')).toMatch(/not started from this browser/);
    expect(providerErrorMessage('SIGNUPS_CLOSED')).toMatch(/Sign-ups are closed/);
  });

  it('says something general for any other code, never echoing it', () => {
    expect(providerErrorMessage('<script>alert(1)</script>')).toMatch(/did not work/);
    expect(providerErrorMessage('toString')).toMatch(/did not work/);
    expect(providerErrorMessage('invalid_code')).toMatch(/did not work/);
  });

  it('is null without an error', () => {
    expect(providerErrorMessage(null)).toBeNull();
    expect(providerErrorMessage('')).toBeNull();
  });
});
