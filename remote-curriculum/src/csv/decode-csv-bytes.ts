// Spreadsheets save CSV as UTF-8 (with or without a byte-order mark) or, for "Unicode text",
// as UTF-16. Anything else (TIS-620, Windows-1252…) decodes with U+FFFD replacement characters,
// which the parser reports on the rows that hold them instead of refusing the whole file.
export const REPLACEMENT_CHARACTER = '\uFFFD';

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

export function decodeCsvBytes(input: ArrayBuffer | Uint8Array): string {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xef, 0xbb, 0xbf))
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return new TextDecoder('utf-8').decode(bytes);
}
