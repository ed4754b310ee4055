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
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }, '/srv/app/dist').host).toBe('0.0.0.0');
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
});
