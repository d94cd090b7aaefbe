import { describe, expect, it } from 'vitest';
import { type WalletLocale, walletLocales } from './wallet-locale';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./wallet/*.json', { eager: true, import: 'default' });
const bundles = new Map(
  Object.entries(files).map(([path, messages]) => [path.replace(/^\.\/wallet\/|\.json$/g, ''), messages]),
);

/** Dotted key → text; a leaf that is not a string is kept as is so the string check can name it. */
function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
      value !== null && typeof value === 'object'
        ? [...flatten(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value]],
    ),
  );
}

function messagesOf(locale: string): Map<string, unknown> {
  const messages = bundles.get(locale);
  if (!messages) throw new Error(`src/i18n/wallet/${locale}.json is missing`);
  return flatten(messages);
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

const english = messagesOf('en');
const translated = walletLocales.filter((locale) => locale !== 'en');

/**
 * Texts a translation may leave as in English: none today. A locale whose word really is the English one
 * (a brand, "OK") goes here with its key, so a forgotten translation can never pass as a deliberate one.
 */
const sameAsEnglishAllowed: Partial<Record<WalletLocale, readonly string[]>> = {};

/** The script every text of a locale must contain, so an English or wrong-script copy fails. */
const scripts: Partial<Record<WalletLocale, RegExp>> = {
  ar: /[\u0600-\u06ff]/,
  hi: /[\u0900-\u097f]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  ru: /[\u0400-\u04ff]/,
  th: /[\u0e00-\u0e7f]/,
  uk: /[\u0400-\u04ff]/,
  'zh-CN': /[\u4e00-\u9fff]/,
  'zh-HK': /[\u4e00-\u9fff]/,
  'zh-TW': /[\u4e00-\u9fff]/,
};

/**
 * Simplified → Traditional pairs of characters each script alone uses (the wallet vocabulary and its
 * neighbours): a Simplified one in zh-HK or zh-TW is a slip, and a Traditional one in zh-CN.
 */
const chinesePairs =
  '钱錢连連网網络絡设設应應请請断斷开開扫掃码碼签簽错錯误誤载載选選择擇览覽浏瀏币幣关關闭閉进進过過认認证證' +
  '验驗钮鈕户戶账賬务務这這个個东東动動从從们們时時间間将將还還没沒给給现現显顯击擊点點实實项項级級换換区區' +
  '块塊费費额額录錄创創导導详詳细細资資产產机機图圖标標启啟让讓无無须須数數处處远遠达達问問题題头頭页頁种種' +
  '对對边邊单單热熱门門荐薦装裝尝嘗试試链鏈输輸传傳帮幫记記词詞条條态態续續继繼备備约約绝絕滚滾计計获獲轻輕' +
  '货貨经經历歷线線结結权權据據电電脑腦读讀写寫识識败敗确確够夠扩擴护護视視册冊隐隱执執复複发發';
const charactersAt = (parity: 0 | 1) => [...chinesePairs].filter((_, index) => index % 2 === parity);
const simplifiedOnly = new RegExp(`[${charactersAt(0).join('')}]`);
const traditionalOnly = new RegExp(`[${charactersAt(1).join('')}]`);

describe('wallet locale files', () => {
  it('has one file per locale of docs/wallet-behaviour.md section 12, and nothing else', () => {
    expect([...bundles.keys()].sort()).toEqual([...walletLocales].sort());
  });

  it('gives English a non-empty text for every key', () => {
    const empty = [...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
    expect(english.size).toBeGreaterThan(100);
  });

  describe.each(translated)('%s', (locale) => {
    const messages = messagesOf(locale);

    it('has exactly the English keys', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('uses the same {{placeholders}} as English in every text', () => {
      const differing = [...english]
        .filter(([key, text]) => placeholders(messages.get(key)).join() !== placeholders(text).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it('has no empty text and no broken placeholder braces', () => {
      const bad = [...messages]
        .filter(([, text]) => {
          if (typeof text !== 'string' || text.trim() === '') return true;
          return /[{}]/.test(withoutPlaceholders(text)) || text.includes('%{');
        })
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it('translates every text rather than copying the English', () => {
      const allowed = new Set(sameAsEnglishAllowed[locale] ?? []);
      const copied = [...messages]
        .filter(([key, text]) => text === english.get(key) && !allowed.has(key))
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });

    const script = scripts[locale];
    if (script) {
      it('writes every text in its own script', () => {
        const foreign = [...messages]
          .filter(([, text]) => !script.test(withoutPlaceholders(String(text))))
          .map(([key]) => key);
        expect(foreign).toEqual([]);
      });
    }
  });

  it('keeps Ukrainian and Russian apart (letters only one of them uses)', () => {
    const uk = [...messagesOf('uk').values()].join(' ');
    const ru = [...messagesOf('ru').values()].join(' ');
    expect(uk).toMatch(/[іїєґ]/i);
    expect(uk).not.toMatch(/[ыэъё]/i);
    expect(ru).toMatch(/[ыэъ]/i);
    expect(ru).not.toMatch(/[іїєґ]/i);
  });

  it('writes zh-CN in Simplified and zh-HK, zh-TW in Traditional characters', () => {
    const keysMatching = (locale: string, pattern: RegExp) =>
      [...messagesOf(locale)].filter(([, text]) => pattern.test(String(text))).map(([key]) => key);
    expect(keysMatching('zh-CN', traditionalOnly)).toEqual([]);
    expect(keysMatching('zh-HK', simplifiedOnly)).toEqual([]);
    expect(keysMatching('zh-TW', simplifiedOnly)).toEqual([]);
  });

  it('gives Hong Kong and Taiwan their own regional wording, not one copy', () => {
    const hongKong = messagesOf('zh-HK');
    const differing = [...messagesOf('zh-TW')].filter(([key, text]) => hongKong.get(key) !== text);
    expect(differing.length).toBeGreaterThan(english.size / 2);
  });
});
