import type { TestClient } from './auth-client';

/** Parses a file or pasted text through the API and saves the result as the client's roster. */
export async function saveParsedRoster(
  client: TestClient,
  body: Buffer | string,
  contentType: string,
): Promise<string> {
  const parsed = (
    await client.raw('POST', '/api/rosters/parse', body, { 'content-type': contentType })
  ).json();
  const saved = await client.post('/api/rosters', {
    roster: parsed.roster,
    sourceFormat: parsed.detectedFormat,
    sourceFileName: null,
  });
  return saved.json().id as string;
}
