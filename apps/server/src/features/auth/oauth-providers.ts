import type { AuthProvider } from '@muster/contracts';

/** The id of the one generic OpenID Connect provider: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

type ClientCredentials = { clientId: string; clientSecret: string };

/** Sign-in providers besides e-mail and password; each is off (null) unless configured. */
export type OAuthProviderSettings = {
  discord: ClientCredentials | null;
  google: ClientCredentials | null;
  oidc: (ClientCredentials & { discoveryUrl: string; name: string }) | null;
};

export const noOAuthProviders: OAuthProviderSettings = { discord: null, google: null, oidc: null };

/** What the sign-in page offers, in the order it shows the buttons. */
export function enabledOAuthProviders(settings: OAuthProviderSettings): AuthProvider[] {
  return [
    ...(settings.discord ? [{ id: 'discord', label: 'Discord' }] : []),
    ...(settings.google ? [{ id: 'google', label: 'Google' }] : []),
    ...(settings.oidc ? [{ id: OIDC_PROVIDER_ID, label: settings.oidc.name }] : []),
  ];
}

type OAuthEnv = {
  DISCORD_CLIENT_ID?: string | undefined;
  DISCORD_CLIENT_SECRET?: string | undefined;
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  OIDC_ISSUER?: string | undefined;
  OIDC_DISCOVERY_URL?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_NAME?: string | undefined;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads the providers from the environment. A provider is on only when all of its variables are
 * set; some but not all is a mistake the server refuses to start with, naming what is missing.
 */
export function oauthProvidersFromEnv(env: OAuthEnv): {
  settings: OAuthProviderSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const group = (names: (keyof OAuthEnv)[], required: (keyof OAuthEnv)[]): boolean => {
    const set = names.filter((name) => env[name]);
    if (set.length === 0) return false;
    const missing = required.filter((name) => !env[name]);
    for (const name of missing) problems.push(`${name}: required when ${set.join(', ')} is set`);
    return missing.length === 0;
  };
  const discord = group(
    ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
    ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
  );
  const google = group(
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  );
  const oidcNames: (keyof OAuthEnv)[] = [
    'OIDC_ISSUER',
    'OIDC_DISCOVERY_URL',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'OIDC_NAME',
  ];
  let oidc = group(oidcNames, ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
  let discoveryUrl: string | undefined;
  if (oidcNames.some((name) => env[name])) {
    if (env.OIDC_ISSUER && env.OIDC_DISCOVERY_URL) {
      problems.push('OIDC_DISCOVERY_URL: set OIDC_ISSUER or OIDC_DISCOVERY_URL, not both');
      oidc = false;
    } else if (!env.OIDC_ISSUER && !env.OIDC_DISCOVERY_URL) {
      problems.push('OIDC_ISSUER: required (or OIDC_DISCOVERY_URL) when any OIDC_ variable is set');
      oidc = false;
    } else {
      const name = env.OIDC_ISSUER ? 'OIDC_ISSUER' : 'OIDC_DISCOVERY_URL';
      const raw = (env.OIDC_ISSUER ?? env.OIDC_DISCOVERY_URL) as string;
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        problems.push(`${name}: not a URL`);
      }
      // The discovery document names the endpoints that receive our client secret and send the
      // identity we trust: it must come over HTTPS (plain HTTP only on this machine, for tests).
      if (
        url &&
        url.protocol !== 'https:' &&
        !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
      ) {
        problems.push(`${name}: must be an https:// URL`);
        url = undefined;
      }
      if (!url) oidc = false;
      else
        discoveryUrl = env.OIDC_ISSUER
          ? `${env.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`
          : raw;
    }
  }
  return {
    problems,
    settings: {
      discord: discord
        ? { clientId: env.DISCORD_CLIENT_ID as string, clientSecret: env.DISCORD_CLIENT_SECRET as string }
        : null,
      google: google
        ? { clientId: env.GOOGLE_CLIENT_ID as string, clientSecret: env.GOOGLE_CLIENT_SECRET as string }
        : null,
      oidc:
        oidc && discoveryUrl
          ? {
              discoveryUrl,
              clientId: env.OIDC_CLIENT_ID as string,
              clientSecret: env.OIDC_CLIENT_SECRET as string,
              name: env.OIDC_NAME?.trim() || 'OpenID Connect',
            }
          : null,
    },
  };
}
