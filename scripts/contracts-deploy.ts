import { createPublicClient, createWalletClient, getAddress, type Hex, http, isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { redactSecrets } from '../server/src/config-safety';
import { deployPaymentsContract } from '../server/src/contracts/deploy-payments';
import { paymentsArtifact } from '../server/src/contracts/payments-artifact';
import { publicKeyAddresses } from '../server/src/devnet/dev-accounts';

/**
 * `npm run contracts:deploy`: deploys the payment contract (contracts/artifacts/DGridPayments.json) on a real
 * chain and prints its address for PAYMENTS_CONTRACT. From the environment: DEPLOYER_PRIVATE_KEY (the account
 * that pays the gas; it gets no rights over the contract), RPC_URL, TREASURY_ADDRESS (EIP-55 checksummed, the
 * address the server is configured with). Waits for the receipt and checks the code deployed.
 */
const env = (name: string) => process.env[name]?.trim() || undefined;
const key = env('DEPLOYER_PRIVATE_KEY');
const rpcUrl = env('RPC_URL');
const treasury = env('TREASURY_ADDRESS');

function problems(): string[] {
  const found: string[] = [];
  if (!key)
    found.push('DEPLOYER_PRIVATE_KEY: must be set (the key of the account paying for the deployment)');
  else if (!/^0x[0-9a-fA-F]{64}$/.test(key)) found.push('DEPLOYER_PRIVATE_KEY: must be 0x and 64 hex digits');
  if (!rpcUrl) found.push("RPC_URL: must be set (the chain's JSON-RPC, your own or a provider's node)");
  else if (!URL.canParse(rpcUrl)) found.push('RPC_URL: must be a URL');
  if (!treasury)
    found.push('TREASURY_ADDRESS: must be set (where every payment will go; it cannot be changed)');
  else if (!isAddress(treasury, { strict: false }) || getAddress(treasury) !== treasury)
    found.push(
      'TREASURY_ADDRESS: must be an EIP-55 checksummed address (mixed case), to catch a mistyped one',
    );
  return found;
}

async function main(): Promise<void> {
  const refused = problems();
  if (refused.length > 0 || !key || !rpcUrl || !treasury) {
    console.error(`Refusing to deploy: ${refused.join('; ')}`);
    process.exit(1);
  }
  const transport = http(rpcUrl, { timeout: 30_000, retryCount: 2 });
  const reader = createPublicClient({ transport });
  const chainId = await reader.getChainId();
  if (chainId !== 31337 && publicKeyAddresses.some((address) => address === treasury)) {
    console.error(
      `Refusing to deploy: TREASURY_ADDRESS: is an address whose key is public (a development account) or nobody's (zero) (chain ${chainId})`,
    );
    process.exit(1);
  }
  const account = privateKeyToAccount(key as Hex);
  console.info(
    `Deploying DGridPayments (solc ${paymentsArtifact.compilerVersion}) on chain ${chainId} from ${account.address}, paying ${treasury}…`,
  );
  const wallet = createWalletClient({ account, transport });
  const deployed = await deployPaymentsContract(wallet, reader, getAddress(treasury));
  console.info(
    `DGridPayments deployed at ${deployed.address} (transaction ${deployed.txHash}, block ${deployed.blockNumber}); its code is the artifact's, paying ${treasury}.`,
  );
  console.info(
    `Configure the server with PAYMENTS_CONTRACT=${deployed.address} and TREASURY_ADDRESS=${treasury}`,
  );
}

main().catch((error: unknown) => {
  const message = (error as { shortMessage?: string }).shortMessage ?? String(error);
  console.error(`contracts:deploy failed: ${redactSecrets(message.split('\n')[0] ?? '', [key])}`);
  process.exit(1);
});
