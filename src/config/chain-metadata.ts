import type { Chain } from 'viem';
import { chainIconUrls } from './chain-icons';

/** How a known chain is presented: a display name that wins over the chain's own, and an icon colour. */
interface KnownChain {
  /** When set, shown instead of the chain definition's `name` (an app cannot rename these chains). */
  name?: string;
  iconBackground: string;
}

/**
 * Display facts for well-known chains, keyed by chain id (docs/wallet-behaviour.md, section 10).
 * Chains without a `name` here keep the name of their viem definition.
 */
const knownChains: Readonly<Record<number, KnownChain>> = {
  1: { name: 'Ethereum', iconBackground: '#484c50' },
  10: { name: 'Optimism', iconBackground: '#ff5a57' },
  25: { iconBackground: '#002D74' },
  56: { name: 'BSC', iconBackground: '#ebac0e' },
  97: { iconBackground: '#ebac0e' },
  100: { name: 'Gnosis', iconBackground: '#04795c' },
  130: { iconBackground: '#F50DB4' },
  137: { name: 'Polygon', iconBackground: '#9f71ec' },
  324: { name: 'zkSync', iconBackground: '#f9f7ec' },
  1337: { iconBackground: '#484c50' },
  2020: { iconBackground: '#1273EA' },
  5000: { iconBackground: '#000000' },
  8453: { name: 'Base', iconBackground: '#0052ff' },
  31337: { iconBackground: '#f9f7ec' },
  42161: { name: 'Arbitrum', iconBackground: '#96bedc' },
  42220: { name: 'Celo', iconBackground: '#FCFF52' },
  43114: { iconBackground: '#e84141' },
  57073: { iconBackground: '#7132F5' },
  59144: { name: 'Linea', iconBackground: '#ffffff' },
  80002: { iconBackground: '#9f71ec' },
  81457: { name: 'Blast', iconBackground: '#000000' },
  84532: { iconBackground: '#0052ff' },
  421614: { iconBackground: '#96bedc' },
  534352: { iconBackground: '#FFEEDA' },
  7777777: { name: 'Zora', iconBackground: '#000000' },
  11155111: { iconBackground: '#484c50' },
  11155420: { iconBackground: '#ff5a57' },
};

/** Used when a chain is neither known nor carries its own colour. */
const neutralIconBackground = '#9ca3af';

/** A chain as the dialogs show it: plain, serialisable data. */
export interface ChainEntry {
  id: number;
  name: string;
  iconUrl: string;
  iconBackground: string;
  /** Base URL of the default block explorer, when the chain has one. */
  blockExplorerUrl?: string;
  nativeSymbol: string;
  testnet: boolean;
}

/** A chain definition that may carry its own icon, which then wins over the built-in one. */
export type DisplayableChain = Chain & { iconUrl?: string; iconBackground?: string };

function hexLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.padEnd(6, '0');
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Our own round monogram (first letter on the chain colour), as an SVG data URL. */
export function chainMonogramUrl(name: string, background: string): string {
  const letter = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?');
  const ink = hexLuminance(background) > 0.6 ? '#1f2937' : '#ffffff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${background}"/>` +
    `<text x="14" y="19" text-anchor="middle" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="${ink}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A chain's icon: our own artwork for the chains the product runs on, otherwise a monogram on its colour. */
export function builtInChainIconUrl(id: number, name: string, background: string): string {
  return chainIconUrls[id] ?? chainMonogramUrl(name, background);
}

/** A chain the wallet is on, known only by id: its built-in name (or `Chain <id>`), colour and icon. */
export function describeChainId(id: number): Pick<ChainEntry, 'id' | 'name' | 'iconUrl' | 'iconBackground'> {
  const known = knownChains[id];
  const name = known?.name ?? `Chain ${id}`;
  const iconBackground = known?.iconBackground ?? neutralIconBackground;
  return { id, name, iconBackground, iconUrl: builtInChainIconUrl(id, name, iconBackground) };
}

/** The display entry of a chain: known name and colour first, the chain's own icon fields over the built-ins. */
export function describeChain(chain: DisplayableChain): ChainEntry {
  const known = knownChains[chain.id];
  const name = known?.name ?? chain.name;
  const iconBackground = chain.iconBackground ?? known?.iconBackground ?? neutralIconBackground;
  const entry: ChainEntry = {
    id: chain.id,
    name,
    iconUrl: chain.iconUrl ?? builtInChainIconUrl(chain.id, name, iconBackground),
    iconBackground,
    nativeSymbol: chain.nativeCurrency.symbol,
    testnet: chain.testnet === true,
  };
  const explorer = chain.blockExplorers?.default.url;
  if (explorer) entry.blockExplorerUrl = explorer;
  return entry;
}
