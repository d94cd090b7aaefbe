import solc from 'solc';
import type { Abi, Hex } from 'viem';

/**
 * Solidity compilation with the npm `solc` package (the compiler built to JavaScript/wasm, pinned exactly in
 * package.json): the same compiler on every machine, no download. Used by `npm run contracts:build`, by the
 * artifact check and by tests that compile small helper contracts from inline source.
 */

/**
 * Settings of the payment contract. `cancun` is pinned so a compiler upgrade cannot change the bytecode by
 * moving its default EVM (0.8.30 made it prague): BSC has run cancun since its Tycho upgrade (2024) and anvil's
 * default hardfork includes it, and the contract needs nothing newer.
 */
export const compilerSettings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 10_000 },
  metadata: { bytecodeHash: 'ipfs' },
} as const;

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
  /** Immutable variable name → where the compiler leaves its 32-byte slots in the runtime code. */
  immutableReferences: Record<string, { start: number; length: number }[]>;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  sources?: Record<string, { ast: AstNode }>;
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: Abi;
        evm: {
          bytecode: { object: string };
          deployedBytecode: {
            object: string;
            immutableReferences?: Record<string, { start: number; length: number }[]>;
          };
        };
      }
    >
  >;
}

interface AstNode {
  id?: number;
  name?: string;
  nodeType?: string;
  [key: string]: unknown;
}

/** The full version of the bundled compiler, e.g. `0.8.37+commit.f401782d`. */
export function solcVersion(): string {
  return (solc.version() as string).replace(/\.Emscripten\.clang$/, '');
}

/** Every variable declaration's id → name in an AST, to name the immutable references solc gives by id. */
function declarationNames(node: unknown, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(node)) for (const child of node) declarationNames(child, into);
  else if (node && typeof node === 'object') {
    const ast = node as AstNode;
    if (ast.nodeType === 'VariableDeclaration' && ast.id !== undefined && ast.name)
      into.set(String(ast.id), ast.name);
    for (const value of Object.values(ast)) declarationNames(value, into);
  }
  return into;
}

/**
 * Compiles Solidity sources (path → text) and returns every contract by name. Throws with the compiler's
 * messages on an error, and on a warning too when `strict` (the payment contract builds without any).
 */
export function compileSolidity(
  sources: Record<string, string>,
  options: { settings?: object; strict?: boolean } = {},
): Record<string, CompiledContract> {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([path, content]) => [path, { content }])),
    settings: {
      ...(options.settings ?? compilerSettings),
      outputSelection: {
        '*': {
          '*': [
            'abi',
            'evm.bytecode.object',
            'evm.deployedBytecode.object',
            'evm.deployedBytecode.immutableReferences',
          ],
          '': ['ast'],
        },
      },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const refused = (output.errors ?? []).filter(
    (e) => e.severity === 'error' || (options.strict && e.severity === 'warning'),
  );
  if (refused.length > 0) throw new Error(`solc: ${refused.map((e) => e.formattedMessage).join('\n')}`);
  const names = new Map<string, string>();
  for (const source of Object.values(output.sources ?? {})) declarationNames(source.ast, names);
  const contracts: Record<string, CompiledContract> = {};
  for (const byName of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(byName)) {
      const references = contract.evm.deployedBytecode.immutableReferences ?? {};
      contracts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
        immutableReferences: Object.fromEntries(
          Object.entries(references).map(([id, slots]) => [names.get(id) ?? id, slots]),
        ),
      };
    }
  }
  return contracts;
}
