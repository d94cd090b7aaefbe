import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '@/ui/wallet/theme/wallet-theme';
import type { AppServices } from '../app-services';
import WalletRoot from './wallet-root';

// Nothing below gets as far as building the wallet: the checks run first, as the reference kit's provider's do.
const services = { api: {}, wallet: {} } as unknown as AppServices;

const notHeard = () => undefined;

function mount(props: Omit<Partial<Parameters<typeof WalletRoot>[0]>, 'onRunning'>) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => render(<WalletRoot services={services} onRunning={notHeard} {...props} />);
}

describe('WalletRoot checks its props as the reference kit checks its provider', () => {
  it.each(['with-dash', 'with space', ''])('refuses the instance id %j with "Invalid ID"', (id) => {
    expect(mount({ id })).toThrow(`Invalid ID: ${id}`);
  });

  it('refuses the theme function itself, asking for its result', () => {
    // A mistake the types would catch; JavaScript callers and casts can still make it.
    expect(mount({ theme: lightTheme as never })).toThrow(
      'A theme function was provided to the "theme" prop instead of a theme object. You must execute this function to get the resulting theme object.',
    );
  });

  it('refuses a theme colour that is not a 3- or 6-digit hex value', () => {
    const theme = {
      lightMode: lightTheme(),
      darkMode: { ...darkTheme(), colors: { ...darkTheme().colors, error: 'red' } },
    };
    expect(mount({ theme })).toThrow('The wallet theme darkMode colour error is not a hex value: red');
  });

  it('refuses to run sign-in without its adapter (the API client)', () => {
    // An app set up without its API client: the check must refuse it before anything reads it.
    const withoutApi = { wallet: {} } as unknown as AppServices;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WalletRoot services={withoutApi} id="dgrid" onRunning={notHeard} />)).toThrow(
      'No authentication adapter found',
    );
  });
});
