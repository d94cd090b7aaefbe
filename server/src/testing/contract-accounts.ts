import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type CompiledContract, compileSolidity } from '../contracts/solc-compile';
import type { DevAccount } from '../devnet/dev-accounts';

/**
 * Helper contracts for tests on anvil, compiled from the inline source below with the same solc: a treasury
 * that refuses coins, and a minimal smart account (a contract wallet that executes the calls its owner asks
 * for, one at a time or as a batch in one transaction, like a Safe or an ERC-4337 account does), usable as an
 * EIP-7702 delegate too.
 */
const source = `
// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// No receive, no fallback, no payable function: every transfer of coins to it reverts.
contract RejectsCoins {}

contract SmartAccount {
    address public immutable owner;

    constructor() payable { owner = msg.sender; }

    /// Calls \`to\` with \`value\` and \`data\`, bubbling up a revert. Its owner, or the account itself: an
    /// EIP-7702 delegated EOA calls its own address, so there the caller is the account.
    function execute(address to, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        require(msg.sender == owner || msg.sender == address(this), "not allowed");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) assembly { revert(add(result, 32), mload(result)) }
        return result;
    }

    struct Call { address to; uint256 value; bytes data; }

    /// Makes every call in order, in one transaction (a Safe's multiSend, an ERC-4337 account's batch),
    /// reverting all of them if one reverts. Same callers as \`execute\`.
    function executeBatch(Call[] calldata calls) external payable {
        require(msg.sender == owner || msg.sender == address(this), "not allowed");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) assembly { revert(add(result, 32), mload(result)) }
        }
    }

    receive() external payable {}
}
`;

let compiled: Record<string, CompiledContract> | undefined;

/** Compiles the helpers once per test file (a few seconds of wasm). */
export function helperContract(name: 'RejectsCoins' | 'SmartAccount'): CompiledContract {
  compiled ??= compileSolidity({ 'test/Helpers.sol': source }, { settings: { evmVersion: 'cancun' } });
  const contract = compiled[name];
  if (!contract) throw new Error(`no helper contract ${name}`);
  return contract;
}

export type DevnetSigner = {
  wallet: WalletClient<Transport, Chain | undefined, Account>;
  reader: PublicClient;
  address: Address;
};

/** A wallet and a reader on the devnet for one dev account. */
export function devnetSigner(rpcUrl: string, account: DevAccount): DevnetSigner {
  const signer = privateKeyToAccount(account.privateKey);
  return {
    wallet: createWalletClient({ account: signer, transport: http(rpcUrl) }),
    reader: createPublicClient({ transport: http(rpcUrl), cacheTime: 0 }),
    address: signer.address,
  };
}

/** Deploys a contract (automine on) and returns its checksummed address. */
export async function deploy(
  { wallet, reader }: DevnetSigner,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[] = [],
  value = 0n,
): Promise<Address> {
  const data = encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args });
  const hash = await wallet.sendTransaction({ data, value, chain: null });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deployment reverted');
  return getAddress(receipt.contractAddress);
}
