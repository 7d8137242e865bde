// Any endpoint speaking the OpenAI Chat Completions protocol, through Genkit's OpenAI-compatible
// plugin: OpenAI itself, or a school's own Ollama (/v1) or vLLM server, which may need no key.
// Such servers have no common safety filter: OpenAI's content filter stop is read as a refusal
// (see genkit-draft-provider); a school's own model answers under its own policy, and the
// prompts keep stored text as quoted data whatever the model.
import { compatOaiModelRef, openAICompatible } from '@genkit-ai/compat-oai';
import { genkit, type Genkit } from 'genkit';
import type { DraftProvider } from './draft-provider';
import { createGenkitProvider } from './genkit-draft-provider';
import type { HttpProviderSettings } from './http-provider-settings';
import { maxOutputTokens, reserveForReply } from './output-budget';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4.1-mini';

/** The plugin's name: models are `openai-compatible/<model>`. */
const PLUGIN = 'openai-compatible';

export function openAiCompatibleGenkit(settings: HttpProviderSettings): Genkit {
  return genkit({
    plugins: [
      openAICompatible({
        name: PLUGIN,
        apiKey: settings.apiKey ?? false,
        baseURL: settings.baseUrl,
        // A retried draft would be charged twice, and our deadline spans the whole stream.
        maxRetries: 0,
        timeout: settings.timeoutMs,
        // Without a key, no Authorization header at all (the client would send a placeholder).
        ...(settings.apiKey ? {} : { defaultHeaders: { authorization: null } }),
      }),
    ],
  });
}

export function createOpenAiCompatibleProvider(
  settings: HttpProviderSettings,
  ai: Genkit = openAiCompatibleGenkit(settings),
): DraftProvider {
  return createGenkitProvider({
    ai,
    id: 'openai',
    model: settings.model,
    modelRef: compatOaiModelRef({ name: settings.model, namespace: PLUGIN }),
    timeoutMs: settings.timeoutMs,
    reserveTokens: async (job) => reserveForReply(job, settings.maxOutputTokens),
    // The plugin's JSON output format parses every streamed piece as a whole JSON document
    // (compat-oai 1.42), which fails on the first piece; JSON mode is asked for here instead.
    jsonOutput: false,
    configFor: (job) => ({
      response_format: { type: 'json_object' },
      temperature: 0.4,
      // The plugin passes unknown config through to the request body. Ollama and vLLM read
      // max_tokens, as do OpenAI's chat models; OpenAI's reasoning models (o-series, GPT-5)
      // want max_completion_tokens and refuse this one.
      max_tokens: maxOutputTokens(job, settings.maxOutputTokens),
    }),
  });
}
