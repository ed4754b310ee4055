import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const config = loadConfig({}, '/srv/muster/apps/server/dist');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDistDir).toBe('/srv/muster/apps/web/dist');
    expect(config.publicOrigin).toBe('http://localhost:3000');
  });

  it('listens on loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, '/srv/app/dist').host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv/app/dist').host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '127.0.0.1' }, '/srv/app/dist').host).toBe(
      '127.0.0.1',
    );
    expect(
      loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' }, '/srv/app/dist')
        .host,
    ).toBe('0.0.0.0');
  });

  it('refuses to start development mode on anything but loopback unless told to', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'muster.lan'])
      for (const env of ['development', 'test'])
        expect(() => loadConfig({ NODE_ENV: env, HOST: host }, '/srv/app/dist'), `${env} ${host}`).toThrow(
          `HOST: ${env} mode listens on loopback only (localhost, 127.0.0.1 or ::1), not ${host}`,
        );
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }, '/srv/app/dist')).toThrow(
      'ALLOW_DEV_ON_NETWORK=true',
    );
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }, '/srv/app/dist').host).toBe('0.0.0.0');
  });

  it('honours PORT, DATABASE_URL and PUBLIC_ORIGIN', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u:p@db:5432/muster',
        PUBLIC_ORIGIN: 'https://muster.example/',
      },
      '/x/dist',
    );
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/muster');
    expect(config.publicOrigin).toBe('https://muster.example');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging' }, '/x/dist')).toThrow(
      /PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/,
    );
  });

  it('configures no language model by default, Gemini with a key, or any OpenAI-compatible server', () => {
    expect(loadConfig({}, '/x/dist').languageModels).toMatchObject({ gemini: null, openAiCompatible: null });
    expect(loadConfig({ GEMINI_API_KEY: 'k' }, '/x/dist').languageModels.gemini).toEqual({
      apiKey: 'k',
      model: 'gemini-2.5-flash',
      baseUrl: 'https://generativelanguage.googleapis.com',
    });
    const local = loadConfig(
      { OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', OPENAI_MODEL: 'llama-3.1-8b' },
      '/x/dist',
    ).languageModels.openAiCompatible;
    expect(local).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: undefined, model: 'llama-3.1-8b' });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }, '/x/dist')).toThrow(
      /OPENAI_MODEL/,
    );
  });

  it('turns on no sign-in provider by default, and each one only with all of its variables', () => {
    expect(loadConfig({}, '/x/dist').oauthProviders).toEqual({ discord: null, google: null, oidc: null });
    const all = loadConfig(
      {
        DISCORD_CLIENT_ID: 'd-id',
        DISCORD_CLIENT_SECRET: 'd-secret',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        OIDC_ISSUER: 'https://id.example.org/realms/guild/',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_CLIENT_SECRET: 'o-secret',
        OIDC_NAME: 'Guild Login',
      },
      '/x/dist',
    ).oauthProviders;
    expect(all).toEqual({
      discord: { clientId: 'd-id', clientSecret: 'd-secret' },
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      oidc: {
        discoveryUrl: 'https://id.example.org/realms/guild/.well-known/openid-configuration',
        clientId: 'o-id',
        clientSecret: 'o-secret',
        name: 'Guild Login',
      },
    });
    const byDiscoveryUrl = loadConfig(
      {
        OIDC_DISCOVERY_URL: 'https://id.example.org/custom/openid-configuration',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_CLIENT_SECRET: 'o-secret',
      },
      '/x/dist',
    ).oauthProviders.oidc;
    expect(byDiscoveryUrl).toMatchObject({
      discoveryUrl: 'https://id.example.org/custom/openid-configuration',
      name: 'OpenID Connect',
    });
  });

  it('refuses to start with a provider half configured, naming what is missing', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: 'd-id' }, '/x/dist')).toThrow(
      /DISCORD_CLIENT_SECRET: required/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'g' }, '/x/dist')).toThrow(/GOOGLE_CLIENT_ID: required/);
    expect(() => loadConfig({ OIDC_NAME: 'Guild' }, '/x/dist')).toThrow(
      /OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET[\s\S]*OIDC_ISSUER/,
    );
    const oidc = { OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' };
    expect(() => loadConfig(oidc, '/x/dist')).toThrow(/OIDC_ISSUER: required/);
    expect(() =>
      loadConfig(
        { ...oidc, OIDC_ISSUER: 'https://a.example', OIDC_DISCOVERY_URL: 'https://b.example/x' },
        '/x/dist',
      ),
    ).toThrow(/not both/);
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://id.example.org' }, '/x/dist')).toThrow(/https/);
    expect(
      loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }, '/x/dist').oauthProviders.oidc,
    ).not.toBeNull();
  });
});
