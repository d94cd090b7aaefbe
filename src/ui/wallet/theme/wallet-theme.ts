import { assertTheme, isHexColour } from '@/domain/wallet-provider';

/**
 * The wallet dialogs' theme object, modelled on the reference kit's provider `theme` prop: a theme object, or
 * `{ lightMode, darkMode }` (light as the base, dark where the page is dark), or null for no theme styles.
 * Validated as the reference kit's provider does: an object, never a function; every colour a 3- or 6-digit hex.
 */
export interface WalletTheme {
  colors: {
    accentColor: string;
    accentColorForeground: string;
    /** Links, secondary buttons and the focus ring: the accent at text contrast. */
    accentColorStrong: string;
    actionButtonSecondaryBackground: string;
    actionButtonSecondaryBackgroundHover: string;
    closeButton: string;
    closeButtonBackground: string;
    closeButtonBackgroundHover: string;
    connectionIndicator: string;
    error: string;
    generalBorder: string;
    menuItemBackground: string;
    menuItemBackgroundHover: string;
    /** Drawn at 60 % opacity behind the dialog. */
    modalBackdrop: string;
    modalBackground: string;
    modalBorder: string;
    modalText: string;
    modalTextDim: string;
    modalTextSecondary: string;
    standby: string;
  };
  radii: { modal: string; actionButton: string };
  fonts: { body: string };
  shadows: { dialog: string };
}

export type WalletThemeOption = WalletTheme | { lightMode: WalletTheme; darkMode: WalletTheme } | null;

const shared = {
  radii: { modal: '20px', actionButton: '12px' },
  fonts: { body: 'inherit' },
};

/** Light dialogs: dark text on white, the accent darkened to keep AA contrast. */
export function lightTheme(): WalletTheme {
  return {
    ...structuredClone(shared),
    colors: {
      accentColor: '#0f766e',
      accentColorForeground: '#ffffff',
      accentColorStrong: '#115e59',
      actionButtonSecondaryBackground: '#e6ebf4',
      actionButtonSecondaryBackgroundHover: '#d5dce8',
      closeButton: '#334155',
      closeButtonBackground: '#eef2f8',
      closeButtonBackgroundHover: '#d5dce8',
      connectionIndicator: '#059669',
      error: '#b91c1c',
      generalBorder: '#d5dce8',
      menuItemBackground: '#f6f8fc',
      menuItemBackgroundHover: '#e6ebf4',
      modalBackdrop: '#334155',
      modalBackground: '#ffffff',
      modalBorder: '#d5dce8',
      modalText: '#0b1324',
      modalTextDim: '#4b5870',
      modalTextSecondary: '#334155',
      standby: '#d97706',
    },
    shadows: { dialog: '0 24px 64px #0f172a33' },
  };
}

/** Dark dialogs (the product's original look). */
export function darkTheme(): WalletTheme {
  return {
    ...structuredClone(shared),
    colors: {
      accentColor: '#2dd4bf',
      accentColorForeground: '#042f2e',
      accentColorStrong: '#5eead4',
      actionButtonSecondaryBackground: '#1b2a3f',
      actionButtonSecondaryBackgroundHover: '#21354f',
      closeButton: '#aab4c8',
      closeButtonBackground: '#1a2336',
      closeButtonBackgroundHover: '#24304a',
      connectionIndicator: '#34d399',
      error: '#fca5a5',
      generalBorder: '#24304a',
      menuItemBackground: '#131c2f',
      menuItemBackgroundHover: '#1a2540',
      modalBackdrop: '#03060e',
      modalBackground: '#0e1524',
      modalBorder: '#24304a',
      modalText: '#e7ecf5',
      modalTextDim: '#8f9bb4',
      modalTextSecondary: '#aab4c8',
      standby: '#fbbf24',
    },
    shadows: { dialog: '0 24px 64px #00000073' },
  };
}

/** The default: light and dark built in, following the page's theme. */
export const pageWalletTheme = (): WalletThemeOption => ({ lightMode: lightTheme(), darkMode: darkTheme() });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkTheme(theme: unknown, where: string): asserts theme is WalletTheme {
  if (!isRecord(theme) || !isRecord(theme.colors) || !isRecord(theme.radii) || !isRecord(theme.fonts)) {
    throw new Error(`The wallet theme${where} must be an object with colors, radii and fonts`);
  }
  const template = lightTheme();
  for (const [group, fields] of Object.entries(template)) {
    const given = theme[group];
    for (const key of Object.keys(fields)) {
      const value = isRecord(given) ? given[key] : undefined;
      if (typeof value !== 'string') throw new Error(`The wallet theme${where} has no ${group}.${key}`);
      if (group === 'colors' && !isHexColour(value)) {
        throw new Error(`The wallet theme${where} colour ${key} is not a hex value: ${value}`);
      }
    }
  }
}

/** Throws, with a message a developer can act on, unless the option is a usable theme. */
export function validateWalletTheme(option: unknown): asserts option is WalletThemeOption {
  assertTheme(option);
  if (option === null) return;
  if (isRecord(option) && 'lightMode' in option && 'darkMode' in option) {
    checkTheme(option.lightMode, ' lightMode');
    checkTheme(option.darkMode, ' darkMode');
    return;
  }
  checkTheme(option, '');
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** As the reference kit does, values lose the characters that could end a declaration or the style element. */
const sanitise = (value: string) => value.replace(/[:;{}</>]/g, '');

/** The theme as custom properties (--wt-modal-background, --wt-radius-modal, …), or only those that differ. */
function declarations(theme: WalletTheme, base?: WalletTheme): string {
  const lines: string[] = [];
  const groups = [
    ['colors', '', theme.colors, base?.colors],
    ['radii', 'radius-', theme.radii, base?.radii],
    ['fonts', 'font-', theme.fonts, base?.fonts],
    ['shadows', 'shadow-', theme.shadows, base?.shadows],
  ] as const;
  for (const [, prefix, values, baseValues] of groups) {
    for (const [key, value] of Object.entries(values)) {
      if (baseValues && (baseValues as Record<string, string>)[key] === value) continue;
      lines.push(`--wt-${prefix}${kebab(key)}:${sanitise(value)};`);
    }
  }
  return lines.join('');
}

/**
 * The style sheet of a validated theme option. With both modes, light is the base and dark applies where the
 * page is dark: its stored choice (html[data-theme]) or, with none, the system's.
 */
export function walletThemeCss(option: WalletThemeOption): string {
  if (option === null) return '';
  if (!('lightMode' in option)) return `:root{${declarations(option)}}`;
  const dark = declarations(option.darkMode, option.lightMode);
  return (
    `:root{${declarations(option.lightMode)}}` +
    `:root[data-theme="dark"]{${dark}}` +
    `@media (prefers-color-scheme: dark){:root:not([data-theme]){${dark}}}`
  );
}
