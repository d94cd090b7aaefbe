import { anvil, bsc, bscTestnet, mainnet, optimism } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { chainIconUrls } from './chain-icons';
import { chainMonogramUrl, describeChain, describeChainId } from './chain-metadata';
import { chainSetup, resolveChainSetup } from './chains';

const transportUrl = (setup: ReturnType<typeof resolveChainSetup>, id: number) =>
  setup.transports[id]?.({ chain: undefined, retryCount: 0 }).value?.url;

describe('resolveChainSetup', () => {
  it.each([
    ['local', 31337, 'http://127.0.0.1:8545'],
    ['bsc-testnet', 97, bscTestnet.rpcUrls.default.http[0]],
    ['bsc', 56, bsc.rpcUrls.default.http[0]],
  ] as const)('%s is chain %i with its public endpoint', (chainKey, id, url) => {
    const setup = resolveChainSetup({ chainKey });

    expect(setup.chain.id).toBe(id);
    expect(transportUrl(setup, id)).toBe(url);
  });

  it('has transports for exactly two chains: the configured one and mainnet for names', () => {
    const setup = resolveChainSetup({ chainKey: 'bsc' });

    expect(
      Object.keys(setup.transports)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 56]);
    expect(setup.namesChain.id).toBe(mainnet.id);
  });

  it('puts a configured RPC URL on the chain too, so wallets asked to add it get the same endpoint', () => {
    const setup = resolveChainSetup({
      chainKey: 'local',
      rpcUrl: 'http://127.0.0.1:9545',
      mainnetRpcUrl: 'https://eth.example.test',
    });

    expect(setup.chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545']);
    expect(transportUrl(setup, 31337)).toBe('http://127.0.0.1:9545');
    expect(transportUrl(setup, 1)).toBe('https://eth.example.test');
  });

  it('uses the local devnet by default', () => {
    expect(chainSetup.chain.id).toBe(31337);
  });
});

describe('describeChain', () => {
  it('shows BSC under its short built-in name and colour, with its explorer', () => {
    expect(describeChain(bsc)).toMatchObject({
      id: 56,
      name: 'BSC',
      iconBackground: '#ebac0e',
      blockExplorerUrl: 'https://bscscan.com',
      nativeSymbol: 'BNB',
      testnet: false,
    });
  });

  it('keeps the chain’s own name where there is no built-in one (BSC testnet, the devnet)', () => {
    expect(describeChain(bscTestnet)).toMatchObject({
      name: 'BNB Smart Chain Testnet',
      iconBackground: '#ebac0e',
      testnet: true,
    });
    expect(describeChain(anvil)).toMatchObject({ name: 'Anvil', iconBackground: '#f9f7ec' });
    expect(describeChain(anvil).blockExplorerUrl).toBeUndefined();
  });

  it('shows mainnet as Ethereum', () => {
    expect(describeChain(mainnet)).toMatchObject({ name: 'Ethereum', iconBackground: '#484c50' });
  });

  it('lets a chain’s own icon fields win over the built-in ones, but not its name', () => {
    const entry = describeChain({ ...bsc, name: 'Renamed', iconUrl: '/bsc.svg', iconBackground: '#123456' });

    expect(entry).toMatchObject({ name: 'BSC', iconUrl: '/bsc.svg', iconBackground: '#123456' });
  });

  it.each([
    ['BSC', bsc],
    ['BSC testnet', bscTestnet],
    ['the local devnet', anvil],
    ['Ethereum', mainnet],
  ])('draws %s with our own artwork: a well-formed round SVG, not a letter', (_, chain) => {
    const url = describeChain(chain).iconUrl;
    expect(url).toBe(chainIconUrls[chain.id]);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 28 28');
    expect(doc.querySelector('text')).toBeNull();
  });

  it('tells BSC and its testnet apart by their icons', () => {
    expect(describeChain(bsc).iconUrl).not.toBe(describeChain(bscTestnet).iconUrl);
  });

  it('draws a monogram on the built-in colour for a known chain without artwork', () => {
    const url = describeChain(optimism).iconUrl;
    expect(url).toBe(chainMonogramUrl('Optimism', '#ff5a57'));
    expect(decodeURIComponent(url)).toContain('>O</text>');
  });

  it.each([
    [1, 'Ethereum', '#484c50'],
    [10, 'Optimism', '#ff5a57'],
    [56, 'BSC', '#ebac0e'],
    [137, 'Polygon', '#9f71ec'],
    [8453, 'Base', '#0052ff'],
    [42161, 'Arbitrum', '#96bedc'],
    [324, 'zkSync', '#f9f7ec'],
    [7777777, 'Zora', '#000000'],
  ])('knows chain %i, the wallet may be on, as %s on %s', (id, name, colour) => {
    expect(describeChainId(id)).toMatchObject({ id, name, iconBackground: colour });
  });

  it('names an unknown chain by its id, on a neutral colour', () => {
    const entry = describeChainId(999_999);
    expect(entry).toMatchObject({ name: 'Chain 999999', iconBackground: '#9ca3af' });
    expect(decodeURIComponent(entry.iconUrl)).toContain('>C</text>');
  });
});
