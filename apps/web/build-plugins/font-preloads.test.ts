import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './font-preloads';

describe('font preloads', () => {
  const built = [
    'assets/inter-latin-ext-wght-normal-AAA.woff2',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/orbitron-latin-700-normal-DmYOh-W9.woff',
    'assets/orbitron-latin-700-normal-4jsRXGGJ.woff2',
    'assets/jetbrains-mono-latin-400-normal-V6pRDFza.woff2',
  ];
  it('hints the Latin woff2 of Inter and Orbitron only (not other subsets, formats or the mono font)', () => {
    expect(fontPreloadTags(built)).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/orbitron-latin-700-normal-4jsRXGGJ.woff2">',
    ]);
  });
  it('hints nothing it cannot find', () => {
    expect(fontPreloadTags(['assets/app-1.js'])).toEqual([]);
  });
});
