import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftLanguage } from './draft-form';
import type { DraftOptions } from './DraftOptionsFields';

/** A draft panel's options, starting in the interface language with no instructions. */
export function useDraftOptions() {
  // The namespace DraftOptionsFields loads anyway, so this waits for nothing more.
  const { i18n } = useTranslation('planner');
  return useState<DraftOptions>(() => ({
    language: draftLanguage(i18n.language),
    instructions: '',
  }));
}
