// Picks the draft provider (a Genkit model, see genkit-draft-provider) from configuration.
// Values come in as a plain env object (in production: process.env, where Firebase also puts the secrets named in secrets.ts), so tests
// pass their own objects instead of touching the process environment.
import { PROVIDER_IDS, ProviderError, type DraftProvider, type ProviderId } from './draft-provider';
import type { Genkit } from 'genkit';
import {
  createGeminiProvider,
  GEMINI_DEFAULT_BASE_URL,
  GEMINI_DEFAULT_MODEL,
  geminiGenkit,
} from './gemini-provider';
import { DEFAULT_TIMEOUT_MS, trimSlash } from './http-provider-settings';
import { DEFAULT_MAX_OUTPUT_TOKENS } from './output-budget';
import { createOfflineDraftProvider, OFFLINE_MODEL } from './offline-draft-provider';
import {
  createOpenAiCompatibleProvider,
  OPENAI_DEFAULT_BASE_URL,
  OPENAI_DEFAULT_MODEL,
  openAiCompatibleGenkit,
} from './openai-compatible-provider';
import { GEMINI_KEY_NAME, OPENAI_KEY_NAME } from './secret-names';

export type ProviderEnv = Record<string, string | undefined>;

export { DEFAULT_TIMEOUT_MS };

export interface ProviderConfig {
  provider: ProviderId;
  model: string;
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** HTTP providers: the most output tokens a reply may have (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens?: number;
}

export function readProviderConfig(env: ProviderEnv): ProviderConfig {
  const provider = (value(env.AI_PROVIDER) ?? 'offline').toLowerCase();
  if (!isProviderId(provider)) {
    throw misconfigured(`AI_PROVIDER must be one of ${PROVIDER_IDS.join(', ')}, not "${provider}"`);
  }
  const timeoutMs = readTimeout(env.AI_TIMEOUT_MS);
  if (provider === 'offline') {
    return { provider, model: OFFLINE_MODEL, baseUrl: '', timeoutMs };
  }
  const maxOutputTokens = readPositiveInt(
    env.AI_MAX_OUTPUT_TOKENS,
    'AI_MAX_OUTPUT_TOKENS',
    'tokens',
    DEFAULT_MAX_OUTPUT_TOKENS,
  );
  if (provider === 'gemini') {
    const apiKey = value(env[GEMINI_KEY_NAME]);
    if (!apiKey) throw misconfigured(`AI_PROVIDER is gemini but ${GEMINI_KEY_NAME} is not set`);
    return {
      provider,
      model: value(env.AI_MODEL) ?? GEMINI_DEFAULT_MODEL,
      baseUrl: value(env.AI_BASE_URL) ?? GEMINI_DEFAULT_BASE_URL,
      apiKey,
      timeoutMs,
      maxOutputTokens,
    };
  }
  const baseUrl = value(env.AI_BASE_URL) ?? OPENAI_DEFAULT_BASE_URL;
  const apiKey = value(env[OPENAI_KEY_NAME]);
  // A school's own Ollama or vLLM may need no key; OpenAI itself always does.
  if (!apiKey && baseUrl === OPENAI_DEFAULT_BASE_URL) {
    throw misconfigured(
      `AI_PROVIDER is openai with the OpenAI API but ${OPENAI_KEY_NAME} is not set`,
    );
  }
  return {
    provider,
    model: value(env.AI_MODEL) ?? OPENAI_DEFAULT_MODEL,
    baseUrl,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs,
    maxOutputTokens,
  };
}

/**
 * The provider the environment configures. Each configuration gets one Genkit instance, made on
 * first use and kept for the function instance's life (its registry and HTTP client are reused
 * by every draft; building one per call would repeat that work).
 */
export function createDraftProvider(env: ProviderEnv): DraftProvider {
  const config = readProviderConfig(env);
  if (config.provider === 'offline') {
    return createOfflineDraftProvider(config.timeoutMs);
  }
  const settings = {
    model: config.model,
    baseUrl: trimSlash(config.baseUrl),
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    timeoutMs: config.timeoutMs,
    ...(config.maxOutputTokens ? { maxOutputTokens: config.maxOutputTokens } : {}),
  };
  const key = JSON.stringify([config.provider, settings]);
  if (config.provider === 'gemini') {
    return createGeminiProvider(
      settings,
      memo(key, () => geminiGenkit(settings)),
    );
  }
  return createOpenAiCompatibleProvider(
    settings,
    memo(key, () => openAiCompatibleGenkit(settings)),
  );
}

const instances = new Map<string, Genkit>();

function memo(key: string, create: () => Genkit): Genkit {
  let ai = instances.get(key);
  if (!ai) {
    ai = create();
    instances.set(key, ai);
  }
  return ai;
}

function readTimeout(raw: string | undefined): number {
  return readPositiveInt(raw, 'AI_TIMEOUT_MS', 'milliseconds', DEFAULT_TIMEOUT_MS);
}

function readPositiveInt(
  raw: string | undefined,
  name: string,
  unit: string,
  fallback: number,
): number {
  const text = value(raw);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number <= 0) {
    throw misconfigured(`${name} must be a positive whole number of ${unit}, not "${text}"`);
  }
  return number;
}

/** Unset and blank are the same: an empty .env line must not count as a key. */
function value(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

function isProviderId(id: string): id is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(id);
}

const misconfigured = (message: string) => new ProviderError('misconfigured', message);
