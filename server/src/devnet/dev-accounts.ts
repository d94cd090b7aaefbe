import type { Address, Hex } from 'viem';

/**
 * The ten accounts anvil funds by default (10,000 native coins each), derived from the public development
 * mnemonic (test … junk). Everyone knows these keys: they are for a local devnet only, never for a real chain.
 */
export type DevAccount = { readonly address: Address; readonly privateKey: Hex };

const devAccounts: readonly DevAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
];

/** Picks one dev account by index, failing loudly instead of returning undefined. */
export function devAccount(index: number): DevAccount {
  const account = devAccounts[index];
  if (!account) throw new Error(`anvil funds dev accounts 0..${devAccounts.length - 1}, not ${index}`);
  return account;
}

/**
 * Deploys the payment contract on the devnet and does nothing else, so its first transaction (nonce 0) is always
 * that deployment and the contract is at the same address on every fresh devnet. Its key is keccak256 of the
 * text "DGrid devnet payment contract deployer": public, for the devnet only. Anvil does not fund it; the
 * devnet deployment gives it coins first (server/src/devnet/payments-devnet.ts).
 */
export const devnetDeployer: DevAccount = {
  address: '0xeC5A711612f6ed6bbC61C33e380B72a940274c87',
  privateKey: '0x0b06fc8204ab1f7c500bd07347055919c6c466031729379d854b812fbbd2c5e4',
};

/** Where the devnet deployer's nonce-0 deployment puts the payment contract: PAYMENTS_CONTRACT on CHAIN=local. */
export const devnetPaymentsContract = '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE';

/**
 * Addresses no real treasury may be: the first 20 accounts of the public development mnemonic ("test test
 * ... junk": anvil funds the first ten, Hardhat the first twenty, and every key is published) and the zero
 * address (nobody holds its key: whatever is paid to it is burnt).
 */
export const publicKeyAddresses: readonly Address[] = [
  ...devAccounts.map((account) => account.address),
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097',
  '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
  '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
  '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
  '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
  '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
  '0x0000000000000000000000000000000000000000',
];
