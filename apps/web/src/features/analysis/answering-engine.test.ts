import { describe, expect, it } from 'vitest';
import { answeredBySentence, engineFromTag, engineLabel } from './answering-engine';

describe('naming what answers', () => {
  it('names the offline engine as Muster’s rules engine, never AI', () => {
    expect(engineLabel({ kind: 'rules-engine', model: null })).toBe('Muster’s rules engine');
    expect(answeredBySentence({ kind: 'rules-engine', model: null }, 'coach')).toBe(
      'Every answer here comes from Muster’s rules engine: worked out from your list’s own numbers and Muster’s library, with no language model.',
    );
    expect(answeredBySentence({ kind: 'rules-engine', model: null }, 'analyzer')).not.toMatch(/\bAI\b/);
  });

  it('names a configured model by provider and model name', () => {
    expect(engineLabel({ kind: 'gemini', model: 'gemini-2.5-flash' })).toBe('Gemini (gemini-2.5-flash)');
    expect(engineLabel({ kind: 'openai-compatible', model: 'llama-3.1-8b' })).toBe(
      'OpenAI-compatible model (llama-3.1-8b)',
    );
    expect(answeredBySentence({ kind: 'gemini', model: 'gemini-2.5-pro' }, 'coach')).toBe(
      'Muster’s rules engine works out the facts; Gemini (gemini-2.5-pro) phrases the answers, and numbers it cannot back are flagged.',
    );
    expect(answeredBySentence({ kind: 'openai-compatible', model: 'qwen' }, 'analyzer')).toBe(
      'Muster’s rules engine works out every report; OpenAI-compatible model (qwen) can phrase it when you choose it below.',
    );
  });

  it.each([
    ['muster-coach', { kind: 'rules-engine', model: null }],
    ['standard', { kind: 'rules-engine', model: null }],
    [null, { kind: 'rules-engine', model: null }],
    ['gemini:gemini-2.5-flash', { kind: 'gemini', model: 'gemini-2.5-flash' }],
    // Model names may hold colons of their own (e.g. an Ollama tag).
    ['openai-compatible:llama3.1:8b', { kind: 'openai-compatible', model: 'llama3.1:8b' }],
  ])('reads the stored tag %s', (tag, engine) => {
    expect(engineFromTag(tag)).toEqual(engine);
  });
});
