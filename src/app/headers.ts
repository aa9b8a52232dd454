import { Refusal } from '../core/errors.js';

/** `Name: value` header lines as headers; a line without a name is refused (setting `header`). */
export function headersOf(lines: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of lines ?? []) {
    const i = h.indexOf(':');
    if (i <= 0) {
      throw new Refusal(
        'settings.header',
        `expected Name: value, got ${JSON.stringify(h)}`,
        undefined,
        {
          setting: 'header',
        },
      );
    }
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  return headers;
}
