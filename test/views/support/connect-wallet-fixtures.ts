import type { ConnectFlowInput } from '@/machines/connect-flow/connect-flow.machine';
import type { WalletOption } from '@/machines/shared/wallet-options';

const icon = (colour: string) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'%3E%3Crect width='28' height='28' fill='${encodeURIComponent(colour)}'/%3E%3C/svg%3E`;
const app = (id: string) => ({ qrCode: `https://${id}.example/qr`, mobile: `https://${id}.example/app` });
const guide = { learnMoreUrl: 'https://wallet.example/learn', steps: [] };

/** A wallet list like the product's: one announced by the browser, the fixed list, one of them not installed. */
export const productWallets: WalletOption[] = [
  {
    id: 'io.rabby',
    name: 'Rabby Wallet',
    iconUrl: icon('#7084ff'),
    iconBackground: 'transparent',
    groupName: 'Installed',
    ready: true,
    downloadUrls: {},
    instructions: {},
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    iconUrl: icon('#000'),
    iconBackground: '#000',
    groupName: 'Recommended',
    ready: true,
    downloadUrls: { ...app('okx'), extension: 'https://chrome.example/okx' },
    instructions: { mobile: guide },
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    shortName: 'Bitget',
    iconUrl: icon('#00f0ff'),
    iconBackground: '#fff',
    groupName: 'Recommended',
    ready: true,
    downloadUrls: app('bitget'),
    instructions: {},
  },
  {
    id: 'tokenPocket',
    name: 'TokenPocket',
    iconUrl: icon('#2980fe'),
    iconBackground: '#2980fe',
    groupName: 'Recommended',
    ready: false,
    downloadUrls: { ...app('tp'), extension: 'https://chrome.example/tp' },
    instructions: {},
  },
  {
    id: 'metaMask',
    name: 'MetaMask',
    iconUrl: icon('#f6851b'),
    iconBackground: '#fff',
    groupName: 'Recommended',
    ready: true,
    downloadUrls: { ...app('mm'), extension: 'https://chrome.example/mm' },
    instructions: {},
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    iconUrl: icon('#0c2f78'),
    iconBackground: '#0c2f78',
    groupName: 'Recommended',
    ready: true,
    downloadUrls: app('rainbow'),
    instructions: {},
  },
  {
    id: 'walletConnect',
    name: 'WalletConnect',
    iconUrl: '',
    iconBackground: '#3b99fc',
    groupName: 'Recommended',
    ready: true,
    downloadUrls: {},
    instructions: {},
  },
];

export const productInput = (width = 1280): ConnectFlowInput => ({
  wallets: productWallets,
  recentWalletIds: ['metaMask', 'rainbow'],
  width,
});
