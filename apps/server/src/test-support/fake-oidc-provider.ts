import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person who "signs in" at the provider; email_verified as the provider reports it. */
export type FakeIdentity = {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  preferred_username?: string;
};

/** What /authorize does with the next request: sign someone in, or refuse as the user did. */
export type AuthorizeOutcome = { identity: FakeIdentity } | { error: 'access_denied' | 'login_required' };

export type FakeOidcClient = { clientId: string; clientSecret: string; redirectUris: string[] };

type IssuedCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  nonce: string | undefined;
  identity: FakeIdentity;
  used: boolean;
};

type FakeOidcRequest = { method: string; path: string; params: Record<string, string> };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * An OpenID Connect provider on loopback for tests: discovery, /authorize (which answers at once
 * with a redirect, as if the user had signed in and consented), /token (authorization code with
 * client secret and PKCE S256, checked like a real provider: the code once, for the client and
 * redirect_uri it was issued to), /jwks, /userinfo. ID tokens are RS256 with a fresh key.
 *
 * It also answers Discord's two API calls (`/discord/api/oauth2/token`, `/discord/api/users/@me`)
 * so a test can route `https://discord.com/api` here and run the built-in Discord provider.
 */
export async function startFakeOidcProvider(client: FakeOidcClient) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeIdentity>();
  const requests: FakeOidcRequest[] = [];
  let next: AuthorizeOutcome | null = null;
  let issuer = '';
  /** Lets a test make the provider misbehave (an ID token for another audience, say). */
  let idTokenOverrides: Record<string, unknown> = {};

  const signIdToken = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = base64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const clientAuthenticated = (req: IncomingMessage, params: Record<string, string>) => {
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part));
      return id === client.clientId && secret === client.clientSecret;
    }
    return params.client_id === client.clientId && params.client_secret === client.clientSecret;
  };

  /** The authorization-code grant, as both the OIDC token endpoint and Discord's answer it. */
  const exchangeCode = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => {
    if (!clientAuthenticated(req, params)) return json(res, 401, { error: 'invalid_client' });
    if (params.grant_type !== 'authorization_code')
      return json(res, 400, { error: 'unsupported_grant_type' });
    const issued = codes.get(params.code ?? '');
    if (!issued || issued.used || issued.clientId !== client.clientId) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'unknown or used code' });
    }
    issued.used = true;
    if (params.redirect_uri !== issued.redirectUri) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    }
    if (issued.codeChallenge !== undefined) {
      const verifier = params.code_verifier ?? '';
      if (base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
    }
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, issued.identity);
    const now = Math.floor(Date.now() / 1000);
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: signIdToken({
        iss: issuer,
        aud: client.clientId,
        iat: now,
        exp: now + 300,
        ...(issued.nonce ? { nonce: issued.nonce } : {}),
        ...issued.identity,
        ...idTokenOverrides,
      }),
    });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    url.pathname = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    }
    requests.push({ method: req.method ?? '', path: url.pathname, params });

    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });

    if (url.pathname === '/authorize' || url.pathname === '/discord/api/oauth2/authorize') {
      // A real provider shows an error page, never a redirect, for a client or redirect_uri it
      // does not know: that is what stops codes being sent to someone else's address.
      const redirectUri = params.redirect_uri ?? '';
      if (params.client_id !== client.clientId || !client.redirectUris.includes(redirectUri)) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('invalid client_id or redirect_uri');
      }
      const back = new URL(redirectUri);
      if (params.state) back.searchParams.set('state', params.state);
      const outcome = next;
      next = null;
      if (!outcome || 'error' in outcome) {
        back.searchParams.set('error', outcome?.error ?? 'login_required');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId: client.clientId,
          redirectUri,
          codeChallenge: params.code_challenge_method === 'S256' ? params.code_challenge : undefined,
          nonce: params.nonce,
          identity: outcome.identity,
          used: false,
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (
      req.method === 'POST' &&
      (url.pathname === '/token' || url.pathname === '/discord/api/oauth2/token')
    ) {
      return exchangeCode(req, res, params);
    }

    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const identity = bearer ? accessTokens.get(bearer) : undefined;
    if (url.pathname === '/userinfo') {
      return identity ? json(res, 200, identity) : json(res, 401, { error: 'invalid_token' });
    }
    if (url.pathname === '/discord/api/users/@me') {
      if (!identity) return json(res, 401, { message: '401: Unauthorized', code: 0 });
      return json(res, 200, {
        id: identity.sub,
        username: identity.preferred_username ?? identity.sub,
        global_name: identity.name ?? null,
        discriminator: '0',
        avatar: null,
        email: identity.email,
        verified: identity.email_verified,
      });
    }
    return json(res, 404, { error: 'not_found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    requests,
    /** The next /authorize signs this person in (or refuses, as a user who clicked "Cancel"). */
    nextAuthorize(outcome: AuthorizeOutcome) {
      next = outcome;
    },
    /** Claims every ID token carries from now on, over the honest ones. */
    overrideIdTokenClaims(claims: Record<string, unknown>) {
      idTokenOverrides = claims;
    },
    /** A code issued as /authorize would, for any redirect_uri (what an attacker's own flow gets). */
    issueCode(identity: FakeIdentity, redirectUri: string) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: client.clientId,
        redirectUri,
        codeChallenge: undefined,
        nonce: undefined,
        identity,
        used: false,
      });
      return code;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeOidcProvider = Awaited<ReturnType<typeof startFakeOidcProvider>>;
