import type { Config } from '@wagmi/core';

/**
 * Calls `onDisconnected` when another tab of this origin disconnects the wallet this page is connected with.
 *
 * wagmi keeps no tab in step with another: an injected wallet stays authorised in the extension, so a Disconnect in
 * one tab is only wagmi's "shim" flag, `<storage key>.<connector id>.disconnected`, written to localStorage (the
 * next page load reads it and stays disconnected). The storage event of that write is the one sign another tab
 * gets; this page then disconnects too, so both show the same. The flag alone decides, and only for the connector
 * this page is connected with: another wallet's flag, or a tab that connects again (which removes the flag), is
 * not a disconnect here.
 */
export function watchDisconnectElsewhere(
  config: Config,
  onDisconnected: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  const prefix = `${config.storage?.key ?? 'wagmi'}.`;
  const suffix = '.disconnected';
  const onStorage = (event: StorageEvent) => {
    const { key, newValue } = event;
    if (key === null || newValue === null || !key.startsWith(prefix) || !key.endsWith(suffix)) return;
    const connectorId = key.slice(prefix.length, -suffix.length);
    const { current, connections } = config.state;
    const connected = current === null ? undefined : connections.get(current)?.connector.id;
    if (connected === connectorId) onDisconnected();
  };
  target?.addEventListener('storage', onStorage);
  return () => target?.removeEventListener('storage', onStorage);
}
