import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRelays } from '@test/support/find-relays';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The relays that remain, each with why (issue 26 moves them into the charts; delete the entry with the relay).
 * Keyed `file reaction act`, lines left out so an edit elsewhere in the file does not move the key.
 */
const knownRelays: Readonly<Record<string, string>> = {};

const modules = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src/app', 'src/ui'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('no relays between actors in src/app and src/ui (issue 26)', () => {
  it('finds only the known relays, each listed with its reason', () => {
    const found = modules.flatMap((file) =>
      findRelays(file, readFileSync(join(root, file), 'utf8')).map(
        (relay) => `${file} ${relay.reaction} ${relay.act}`,
      ),
    );
    expect(modules.length).toBeGreaterThan(100);
    expect(found.sort()).toEqual(Object.keys(knownRelays).sort());
  });

  it("finds the relay the wallet button's view used to make (actor.on → connection.send)", () => {
    const oldRenderer = `
      function BoundWalletButton({ setup, connector }) {
        const actor = useActorRef(setup.logic, { input: { walletId: connector.id, mobile: setup.mobile } });
        const connection = ConnectionActor.useActorRef();
        useEffect(() => {
          const request = actor.on('connectDialogRequested', ({ walletId }) =>
            connection.send({ type: 'user.openConnectModal', walletId }),
          );
          return () => request.unsubscribe();
        }, [actor, connection]);
        return null;
      }`;
    expect(findRelays('wallet-button-renderer.tsx', oldRenderer)).toEqual([
      { line: 7, reaction: '.on', act: 'connection.send' },
    ]);
  });

  it('finds a react-query decision on an emitted event, a selected fact pushed to another actor, a listener set feeding an actor', () => {
    const relays = `
      const refresh = (queryClient, key) => void queryClient.invalidateQueries({ queryKey: key });
      useEffect(() => purchase.on('purchase.orderChanged', () => refresh(queryClient, history)).unsubscribe, []);
      function Bridge() {
        const width = ViewportActor.useSelector((s) => s.context.width);
        useEffect(() => { flow.send({ type: 'viewport.changed', width }); }, [flow, width]);
      }
      const follow = fromCallback(({ sendBack }) => {
        const report = () => sendBack({ type: 'user.connectClicked' });
        return clicks.subscribe(report);
      });`;
    expect(findRelays('relays.tsx', relays).map(({ reaction, act }) => `${reaction} ${act}`)).toEqual([
      '.on refresh()',
      'useEffect flow.send',
      '.subscribe sendBack',
    ]);
  });

  it("leaves a view alone that sends its own actor's events from user input while drawing another actor", () => {
    const view = `
      function ConnectCta() {
        const connection = ConnectionActor.useActorRef();
        const status = ConnectionActor.useSelector(connectionStatusOf);
        const width = ViewportActor.useSelector((s) => s.context.width);
        useEffect(() => { document.title = String(width); }, [width]);
        return <button onClick={() => connection.send({ type: 'user.openConnectModal' })}>{status}</button>;
      }`;
    expect(findRelays('connect-cta.tsx', view)).toEqual([]);
  });
});
