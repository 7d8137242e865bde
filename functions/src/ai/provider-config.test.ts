/** @jest-environment node */
import { ProviderError } from './draft-provider';
import { OFFLINE_MODEL } from './offline-draft-provider';
import { DEFAULT_MAX_OUTPUT_TOKENS } from './output-budget';
import { createDraftProvider, DEFAULT_TIMEOUT_MS, readProviderConfig } from './provider-config';

const misconfigured = (env: Record<string, string | undefined>) => {
  expect(() => readProviderConfig(env)).toThrow(ProviderError);
  try {
    readProviderConfig(env);
  } catch (error) {
    expect((error as ProviderError).code).toBe('misconfigured');
  }
};

describe('readProviderConfig', () => {
  it('is offline by default', () => {
    expect(readProviderConfig({})).toEqual({
      provider: 'offline',
      model: OFFLINE_MODEL,
      baseUrl: '',
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    expect(createDraftProvider({ AI_PROVIDER: ' ' }).id).toBe('offline');
  });

  it('uses Gemini defaults and its key', () => {
    expect(readProviderConfig({ AI_PROVIDER: 'Gemini', GEMINI_API_KEY: ' k ' })).toEqual({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
      baseUrl: 'https://generativelanguage.googleapis.com',
      apiKey: 'k',
      timeoutMs: 60_000,
      maxOutputTokens: DEFAULT_MAX_OUTPUT_TOKENS,
    });
  });

  it('uses OpenAI defaults, or a local endpoint without a key', () => {
    expect(readProviderConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).toMatchObject({
      model: 'gpt-4.1-mini',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'k',
    });
    const ollama = readProviderConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://ollama.school.lan:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '120000',
      AI_MAX_OUTPUT_TOKENS: '8192',
    });
    expect(ollama).toEqual({
      provider: 'openai',
      model: 'llama3.1',
      baseUrl: 'http://ollama.school.lan:11434/v1',
      timeoutMs: 120_000,
      maxOutputTokens: 8192,
    });
  });

  it('refuses missing keys, unknown providers and bad timeouts', () => {
    misconfigured({ AI_PROVIDER: 'gemini' });
    misconfigured({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: '' });
    misconfigured({ AI_PROVIDER: 'openai' });
    misconfigured({ AI_PROVIDER: 'claude' });
    misconfigured({ AI_TIMEOUT_MS: '0' });
    misconfigured({ AI_TIMEOUT_MS: 'soon' });
    misconfigured({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', AI_MAX_OUTPUT_TOKENS: '-5' });
    misconfigured({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k', AI_MAX_OUTPUT_TOKENS: '1.5' });
  });

  it('creates the configured provider', () => {
    const gemini = createDraftProvider({
      AI_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'k',
      AI_MODEL: 'm',
    });
    expect([gemini.id, gemini.model]).toEqual(['gemini', 'm']);
    const openai = createDraftProvider({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' });
    expect(openai.id).toBe('openai');
  });
});
