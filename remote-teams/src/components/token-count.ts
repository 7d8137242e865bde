/** Reads a token count as people type it, with separators ("250,000", "250 000"). */
export const parseTokenCount = (text: string): number => Number(text.replace(/[\s,._']/g, ''));
