// What a provider reached over HTTP (Gemini, an OpenAI-compatible server) is configured with,
// and the deadline every provider keeps; provider-config reads them from the environment.
export interface HttpProviderSettings {
  model: string;
  /** Without a trailing slash. */
  baseUrl: string;
  /** Omitted for endpoints that need none, such as a school's own Ollama. */
  apiKey?: string;
  timeoutMs: number;
  /** The most output tokens a reply may have (see output-budget); a default when omitted. */
  maxOutputTokens?: number;
}

/** How long a whole draft may take when AI_TIMEOUT_MS is not set. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');
