import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  buildPaymentsArtifact,
  paymentsAbiModule,
  paymentsAbiModulePath,
  paymentsArtifactPath,
} from '../server/src/contracts/payments-build';

/**
 * `npm run contracts:build`: compiles contracts/DGridPayments.sol with the pinned solc and writes the artifact
 * (contracts/artifacts/DGridPayments.json) and the ABI module the server and the web app import
 * (src/domain/payments-contract-abi.ts, formatted by Biome). Commit both; the artifact check fails until then.
 */
const artifact = buildPaymentsArtifact();
mkdirSync(dirname(paymentsArtifactPath), { recursive: true });
writeFileSync(paymentsArtifactPath, `${JSON.stringify(artifact, null, 2)}\n`);
writeFileSync(paymentsAbiModulePath, paymentsAbiModule(artifact.abi));
const biome = spawnSync('npx', ['biome', 'format', '--write', paymentsAbiModulePath], { stdio: 'inherit' });
if (biome.status !== 0) process.exit(1);
console.info(
  `DGridPayments compiled with solc ${artifact.compiler.version}: ${(artifact.deployedBytecode.length - 2) / 2} bytes of runtime code`,
);
console.info(`  wrote ${paymentsArtifactPath}\n  wrote ${paymentsAbiModulePath}`);
