import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupTranslationKey, groupWallets, walletsFromGroups } from './wallet-groups';

const wallet = (id: string, groupName: string, ready = true, extension?: string) => ({
  id,
  groupName,
  ready,
  downloadUrls: extension ? { extension } : {},
});

describe('walletsFromGroups', () => {
  it('rejects a missing or empty wallet list and an empty group, naming the group', () => {
    expect(() => walletsFromGroups(undefined)).toThrow('No wallet list was provided');
    expect(() => walletsFromGroups([])).toThrow('No wallet list was provided');
    expect(() =>
      walletsFromGroups([
        { groupName: 'Recommended', wallets: [{ id: 'okx' }] },
        { groupName: 'Popular', wallets: [] },
      ]),
    ).toThrow('No wallets provided for group: Popular');
  });

  it('flattens in order, tags each wallet with its group and keeps the first of a repeated id', () => {
    expect(
      walletsFromGroups([
        { groupName: 'Recommended', wallets: [{ id: 'okx' }, { id: 'metaMask' }] },
        { groupName: 'Popular', wallets: [{ id: 'metaMask' }, { id: 'rainbow' }] },
      ]),
    ).toEqual([
      { id: 'okx', groupName: 'Recommended' },
      { id: 'metaMask', groupName: 'Recommended' },
      { id: 'rainbow', groupName: 'Popular' },
    ]);
  });
});

describe('groupWallets', () => {
  const list = [
    wallet('okx', 'Recommended'),
    wallet('bitget', 'Recommended', false, 'https://chrome.example/bitget'),
    wallet('tokenPocket', 'Recommended', false),
    wallet('metaMask', 'Popular'),
    wallet('rainbow', 'Popular'),
    wallet('io.metamask', 'Installed'),
  ];

  it('puts Installed first, keeps configuration order, leads each group with its recent wallets', () => {
    const groups = groupWallets(list, ['rainbow', 'bitget', 'gone', 'okx', 'metaMask']);
    expect(groups.map((g) => [g.name, g.wallets.map((w) => `${w.id}${w.recent ? '*' : ''}`)])).toEqual([
      ['Installed', ['io.metamask']],
      ['Recommended', ['bitget*', 'okx*']],
      ['Popular', ['rainbow*', 'metaMask']],
    ]);
  });

  it('drops wallets that are neither ready nor installable here, and flags the not-ready ones unsupported', () => {
    const recommended = groupWallets(list, []).find((g) => g.name === 'Recommended');
    expect(recommended?.wallets.map((w) => [w.id, w.unsupported])).toEqual([
      ['okx', false],
      ['bitget', true],
    ]);
  });

  it('translates the six known group names only (docs/wallet-behaviour.md section 3)', () => {
    for (const name of ['Installed', 'Recommended', 'Popular', 'Other', 'More', 'Others'])
      expect(groupTranslationKey(name)).toBe(`connector_group.${name.toLowerCase()}`);
    expect(groupTranslationKey('POPULAR')).toBe('connector_group.popular');
    expect(groupTranslationKey('Partners')).toBeNull();
  });

  it('shows no empty group: one whose wallets are all neither ready nor installable here', () => {
    const groups = groupWallets([wallet('okx', 'Recommended'), wallet('tokenPocket', 'Other', false)], []);
    expect(groups.map((group) => group.name)).toEqual(['Recommended']);
  });

  it('puts Installed first wherever it comes in the configuration', () => {
    const groups = groupWallets([wallet('io.metamask', 'Installed'), wallet('okx', 'Recommended')], []);
    expect(groups.map((group) => group.name)).toEqual(['Installed', 'Recommended']);
    const later = groupWallets(
      [wallet('okx', 'Recommended'), wallet('rainbow', 'Popular'), wallet('io.metamask', 'Installed')],
      [],
    );
    expect(later.map((group) => group.name)).toEqual(['Installed', 'Recommended', 'Popular']);
  });

  it('leads a long group with its recent wallets, most recent first, the rest in configuration order', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `w${index}`);
    const popular = groupWallets(
      ids.map((id) => wallet(id, 'Popular')),
      ['w99', 'w5', 'w50'],
    )[0];
    const rest = ids.filter((id) => !['w99', 'w5', 'w50'].includes(id));
    expect(popular?.wallets.map((w) => w.id)).toEqual(['w99', 'w5', 'w50', ...rest]);
  });

  it('behavior: every listed wallet appears once, at most 3 are recent and they lead their groups', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom(...ids),
            groupName: fc.constantFrom('Installed', 'Recommended', 'Popular', 'Other', ''),
            ready: fc.boolean(),
            downloadUrls: fc.constantFrom<{ extension?: string }>({}, { extension: 'https://x.example' }),
          }),
        ),
        fc.array(fc.constantFrom(...ids, 'unknown')),
        (candidates, recentIds) => {
          const wallets = candidates.filter((w, i) => candidates.findIndex((o) => o.id === w.id) === i);
          const groups = groupWallets(wallets, recentIds);
          const listed = groups.flatMap((g) => g.wallets);
          const eligible = wallets.filter((w) => w.groupName && (w.ready || w.downloadUrls.extension));
          expect(listed.map((w) => w.id).sort()).toEqual(eligible.map((w) => w.id).sort());
          expect(listed.filter((w) => w.recent).length).toBeLessThanOrEqual(3);
          for (const group of groups) {
            const flags = group.wallets.map((w) => w.recent);
            expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
            expect(group.wallets.every((w) => w.groupName === group.name && w.unsupported === !w.ready)).toBe(
              true,
            );
          }
          if (groups.some((g) => g.name === 'Installed')) expect(groups[0]?.name).toBe('Installed');
        },
      ),
    );
  });
});
