import { describe, expect, it } from 'vitest';
import { themeFunctionMessage } from '@/domain/wallet-provider';
import { darkTheme, lightTheme, pageWalletTheme, validateWalletTheme, walletThemeCss } from './wallet-theme';

const withColour = (key: string, value: unknown) => {
  const theme = lightTheme();
  return { ...theme, colors: { ...theme.colors, [key]: value } };
};

describe('wallet theme validation', () => {
  it('accepts the built-in light and dark themes, both together, and null', () => {
    expect(() => validateWalletTheme(lightTheme())).not.toThrow();
    expect(() => validateWalletTheme(darkTheme())).not.toThrow();
    expect(() => validateWalletTheme(pageWalletTheme())).not.toThrow();
    expect(() => validateWalletTheme(null)).not.toThrow();
  });

  it('refuses a theme function, with the reference kit message', () => {
    expect(() => validateWalletTheme(lightTheme)).toThrow(themeFunctionMessage);
  });

  it.each(['#abc', '#ABCDEF', '#0f766e'])('takes the 3- or 6-digit hex colour %s', (colour) => {
    expect(() => validateWalletTheme(withColour('accentColor', colour))).not.toThrow();
  });

  it.each(['#abcd', '#abcdef12', '0f766e', 'red', 'rgb(0 0 0)', '#ggg', ''])(
    'refuses the colour %j, naming the field',
    (colour) => {
      expect(() => validateWalletTheme(withColour('accentColor', colour))).toThrow(
        /colour accentColor is not a hex value/,
      );
    },
  );

  it('refuses a theme missing a field, a non-object, and a dark mode with a bad colour', () => {
    const { modalText: _dropped, ...colors } = lightTheme().colors;
    expect(() => validateWalletTheme({ ...lightTheme(), colors })).toThrow(/no colors\.modalText/);
    expect(() => validateWalletTheme('dark')).toThrow('The "theme" prop must be a theme object.');
    expect(() =>
      validateWalletTheme({ lightMode: lightTheme(), darkMode: withColour('error', 'crimson') }),
    ).toThrow(/darkMode colour error/);
  });
});

describe('wallet theme style sheet', () => {
  it('writes one theme as custom properties on the page root', () => {
    const css = walletThemeCss(darkTheme());
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain('--wt-modal-background:#0e1524;');
    expect(css).toContain('--wt-accent-color-foreground:#042f2e;');
    expect(css).toContain('--wt-radius-modal:20px;');
  });

  it('with both modes: light as the base, then only what differs where the page (or, without a choice, the system) is dark', () => {
    const light = lightTheme();
    const css = walletThemeCss({ lightMode: light, darkMode: { ...darkTheme(), radii: light.radii } });
    const [base, dark] = css.split(':root[data-theme="dark"]');
    expect(base).toContain('--wt-modal-background:#ffffff;');
    expect(dark).toContain('--wt-modal-background:#0e1524;');
    expect(dark).not.toContain('--wt-radius-modal');
    expect(css).toContain('@media (prefers-color-scheme: dark){:root:not([data-theme]){');
  });

  it('null writes nothing; hostile values cannot end the declaration or the style element', () => {
    expect(walletThemeCss(null)).toBe('');
    const theme = lightTheme();
    const css = walletThemeCss({ ...theme, fonts: { body: 'x;}</style><script>alert(1)</script>' } });
    expect(css).not.toMatch(/[<>]/);
    expect(css).toContain('--wt-font-body:xstylescriptalert(1)script;');
  });
});
