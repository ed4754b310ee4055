import { describe, expect, it } from 'vitest';
import { percentEncodingIsUtf8, unstorableText } from './nul-guard';

describe('the unstorable-text guard', () => {
  it('finds a NUL in any string of a parsed body, at any depth, keys included', () => {
    expect(unstorableText('a\u0000b')).toBe('NUL_CHARACTER');
    expect(unstorableText({ roster: { units: [{ name: 'Boyz\u0000' }] } })).toBe('NUL_CHARACTER');
    expect(unstorableText({ 'na\u0000me': 'x' })).toBe('NUL_CHARACTER');
    expect(unstorableText({ name: 'Boyz', count: 10, tags: ['a', 'b'], nothing: null })).toBeNull();
    // Uploaded bytes are the parsers' business.
    expect(unstorableText(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('finds a lone UTF-16 surrogate, high or low, anywhere, keys included', () => {
    expect(unstorableText('\ud800')).toBe('INVALID_UNICODE');
    expect(unstorableText('abc\udfff')).toBe('INVALID_UNICODE');
    expect(unstorableText('\udc00\ud800')).toBe('INVALID_UNICODE');
    expect(unstorableText({ units: [{ name: ['x', 'Boyz\ud83d'] }] })).toBe('INVALID_UNICODE');
    expect(unstorableText({ 'k\udc00': 1 })).toBe('INVALID_UNICODE');
    expect(unstorableText(JSON.parse('{"terrain":[{"label":"\\ud800"}]}'))).toBe('INVALID_UNICODE');
  });

  it('lets through paired surrogates and other real text', () => {
    expect(unstorableText('Waaagh! 🪓 Ork Boyz')).toBeNull();
    expect(unstorableText({ name: 'Ünïcödé 漢字 \ud83d\ude00', note: '\ufffd' })).toBeNull();
  });
});

describe('percent-encoded query text', () => {
  it('is valid when every run of escapes decodes as UTF-8', () => {
    expect(percentEncodingIsUtf8('q=bolter&page=2')).toBe(true);
    expect(percentEncodingIsUtf8('q=%F0%9F%AA%93%20axe&x=%C3%BC')).toBe(true);
    // A `%` that starts no escape is literal text ("100%"), not an encoding error.
    expect(percentEncodingIsUtf8('q=100%&r=%zz')).toBe(true);
  });

  it('is invalid with an encoded surrogate, a stray byte or a cut sequence', () => {
    expect(percentEncodingIsUtf8('q=%ED%A0%80')).toBe(false);
    expect(percentEncodingIsUtf8('q=%FF')).toBe(false);
    expect(percentEncodingIsUtf8('q=%F0%9F%AA')).toBe(false);
    expect(percentEncodingIsUtf8('q=%C3x')).toBe(false);
  });
});
