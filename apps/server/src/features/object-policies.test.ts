import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Object-level permissions (who may see or change this event, roster, post, …) live in one policy
 * module per resource, `<resource>.policy.ts` in the feature that owns it (docs/architecture.md,
 * "Object-level permissions"). A 403 thrown anywhere else under features/ is a permission check
 * that went around its policy, unless it is one of the role checks below: they ask what the caller
 * is (admin, super user), not which object they touch. Tests are left out.
 */
const roleChecks: Record<string, string[]> = {
  // Only a super user grants or removes the super user role, or signs out a super user.
  'admin-users/admin-users.routes.ts': ['FORBIDDEN', 'FORBIDDEN'],
  // Only an admin publishes an official template.
  'battlefields/battlefield-templates.service.ts': ['FORBIDDEN'],
};

const featuresDir = import.meta.dirname;

/** The code of every `HttpError(403, …)` in a module, in order ('?' when it is not a literal). */
function forbiddenCodes(source: string): string[] {
  return [...source.matchAll(/\bHttpError\(\s*403\s*,\s*(?:['"]([A-Z0-9_]+)['"])?/g)].map(
    (match) => match[1] ?? '?',
  );
}

const isTestFile = (file: string) => file.includes('.test.') || file.split(path.sep).includes('test-support');
const isPolicyModule = (file: string) => file.endsWith('.policy.ts');

/** File (relative to features/, with /) → the codes of the 403s it throws, for files that throw any. */
function forbiddenByFile(keep: (file: string) => boolean): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !isTestFile(file) && keep(file),
  );
  for (const file of files.sort()) {
    const codes = forbiddenCodes(readFileSync(path.join(featuresDir, file), 'utf8'));
    if (codes.length > 0) found.set(file.split(path.sep).join('/'), codes);
  }
  return found;
}

describe('object-level permissions', () => {
  it('finds the refusals of the policy modules', () => {
    const policies = forbiddenByFile(isPolicyModule);
    expect(policies.get('tournaments/tournament.policy.ts')).toContain('NOT_ORGANISER');
    expect(policies.get('event-tickets/event-ticket.policy.ts')).toEqual(['OWNER_ONLY']);
  });

  it('throws 403 only from policy modules, role checks aside', () => {
    const elsewhere = forbiddenByFile((file) => !isPolicyModule(file));
    const offenders = [...elsewhere]
      .filter(([file, codes]) => JSON.stringify(codes) !== JSON.stringify(roleChecks[file]))
      .map(([file, codes]) => `${file}: ${codes.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('lists no role check that is gone', () => {
    const elsewhere = forbiddenByFile((file) => !isPolicyModule(file));
    expect(Object.keys(roleChecks).filter((file) => !elsewhere.has(file))).toEqual([]);
  });
});

describe('forbiddenCodes', () => {
  it('reads one-line and wrapped 403s, and no other status', () => {
    const source = [
      "throw new HttpError(403, 'NOT_ORGANISER', 'Only organisers.');",
      'throw new HttpError(',
      '  403,',
      "  'OWNER_ONLY',",
      "  'Only the creator.',",
      ');',
      "throw new HttpError(404, 'ROSTER_NOT_FOUND', 'Roster not found.');",
      'throw new HttpError(403, code, message);',
    ].join('\n');
    expect(forbiddenCodes(source)).toEqual(['NOT_ORGANISER', 'OWNER_ONLY', '?']);
  });
});
