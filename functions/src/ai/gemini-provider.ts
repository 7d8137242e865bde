// Google Gemini through Genkit's Google GenAI plugin (the Gemini API's streamGenerateContent),
// with Google's safety filters on: a reply they stop is refused, charged only what it used.
import { googleAI } from '@genkit-ai/google-genai';
import { genkit, type Genkit } from 'genkit';
import type { DraftProvider } from './draft-provider';
import { createGenkitProvider } from './genkit-draft-provider';
import type { HttpProviderSettings } from './http-provider-settings';
import { maxOutputTokens, reserveForReply } from './output-budget';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';

/**
 * Blocks content Google rates as a medium or high risk in every category it filters. Explicit
 * because recent Gemini models default to blocking nothing, and drafts are for children's
 * classrooms; a threshold of "low" would also stop ordinary science (chemicals, first aid).
 */
export const GEMINI_SAFETY_SETTINGS = [
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
].map((category) => ({ category, threshold: 'BLOCK_MEDIUM_AND_ABOVE' }));

/** A Genkit instance that reaches Gemini with these settings (its own key and base URL). */
export function geminiGenkit(settings: HttpProviderSettings): Genkit {
  return genkit({
    plugins: [
      googleAI({
        apiKey: settings.apiKey ?? false,
        baseUrl: settings.baseUrl,
      }),
    ],
  });
}

export function createGeminiProvider(
  settings: HttpProviderSettings,
  ai: Genkit = geminiGenkit(settings),
): DraftProvider {
  return createGenkitProvider({
    ai,
    id: 'gemini',
    model: settings.model,
    modelRef: googleAI.model(settings.model),
    timeoutMs: settings.timeoutMs,
    reserveTokens: async (job) => reserveForReply(job, settings.maxOutputTokens),
    // A prompt Google blocks (promptFeedback.blockReason) comes back without candidates, which
    // the plugin reports as this error; the reason itself is lost on the way.
    isRefusal: (error) =>
      error.status === 'FAILED_PRECONDITION' && /no valid candidates/i.test(error.originalMessage),
    configFor: (job) => ({
      temperature: 0.4,
      maxOutputTokens: maxOutputTokens(job, settings.maxOutputTokens),
      safetySettings: GEMINI_SAFETY_SETTINGS,
    }),
  });
}
