// Provider keys are Firebase secrets (Secret Manager), never plain config. Name these in the
// generation callable's `secrets` option; Firebase then exposes their values to that function
// as environment variables of the same names, which is what createDraftProvider reads.
import { defineSecret } from 'firebase-functions/params';
import { GEMINI_KEY_NAME, OPENAI_KEY_NAME } from './secret-names';

export const geminiApiKey = defineSecret(GEMINI_KEY_NAME);
export const openAiApiKey = defineSecret(OPENAI_KEY_NAME);

export const AI_SECRETS = [geminiApiKey, openAiApiKey];
