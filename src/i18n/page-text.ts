import { type AppLanguage, defaultLanguage } from './languages';

/** One namespace's strings as the locale files hold them: nested objects, keys joined with dots. */
export interface Messages {
  readonly [key: string]: string | Messages;
}
/** Namespaces of one language. */
export type Catalogue = Readonly<Record<string, Messages>>;
export type TextValues = Readonly<Record<string, string | number>>;

function find(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` placeholders, as i18next writes them (no escaping: React escapes). A missing value reads as ''. */
export function interpolate(text: string, values: TextValues | undefined): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

/**
 * A key looked up as i18next's `t` does for the subset the landing page uses: `ns:key` names its namespace, a
 * bare key is looked up in each of `namespaces` in turn, the page language first and English after it; a key
 * found nowhere reads as `missing(key)`.
 */
export function translate(
  catalogues: readonly (Catalogue | undefined)[],
  namespaces: readonly string[],
  key: string,
  values: TextValues | undefined,
  missing: (key: string) => string,
): string {
  const separator = key.indexOf(':');
  const [searched, bareKey] =
    separator > 0 ? [[key.slice(0, separator)], key.slice(separator + 1)] : [namespaces, key];
  for (const catalogue of catalogues)
    for (const namespace of searched) {
      const text = find(catalogue?.[namespace], bareKey);
      if (text !== undefined) return interpolate(text, values);
    }
  return missing(bareKey);
}

/** The page language's catalogue, then English's, the fallback (the same order as the app's i18next). */
export function catalogueOrder(
  language: AppLanguage,
  catalogues: Partial<Record<AppLanguage, Catalogue>>,
): (Catalogue | undefined)[] {
  return language === defaultLanguage
    ? [catalogues[language]]
    : [catalogues[language], catalogues[defaultLanguage]];
}

/** A key missing in every language reads as the bracketed text the spec asks for. */
export function missingKeyText(language: string, key: string): string {
  return `[missing: "${language}.${key}" translation]`;
}
