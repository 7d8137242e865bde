/**
 * The global in which a prerendered page's inline script (the shell's choose-locale) leaves the
 * responses it requested before the app's code arrived, by URL: the environment and the
 * manifest of the page's remote. The app takes each instead of requesting it again, so a cold
 * visit fetches each once.
 */
export const EARLY_RESPONSES_KEY = '__lessonPlannerEarlyResponses';

/** The page's response for `url`, once (a later read, such as a retry, asks the server). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY] as
    Record<string, Promise<Response>> | undefined;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}
