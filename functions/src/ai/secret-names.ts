// The names of the secrets holding provider keys (see secrets.ts), apart from the providers so
// that declaring the secrets loads none of the generation code.
export const GEMINI_KEY_NAME = 'GEMINI_API_KEY';
export const OPENAI_KEY_NAME = 'OPENAI_API_KEY';
