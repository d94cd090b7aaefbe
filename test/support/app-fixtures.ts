/** Contract-shaped data for the token app's screens (docs/api-contract.md), amounts in base units. */
const TOKEN = 10n ** 18n;
export const tokens = (whole: bigint | number) => (BigInt(whole) * TOKEN).toString();

export const ADDRESSES = [
  '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
] as const;

export const pool = {
  id: '1',
  name: 'Genesis Pool',
  dailyEmission: tokens(100_000),
  totalPower: '2450000',
  participants: 1289,
  status: 'active' as const,
};

export const mining = {
  poolId: '1',
  power: '12500',
  pending: '3187654321098765432',
  claimed: tokens(4521),
  ratePerSecond: '5904729316227',
  lastClaimAt: '2025-03-04T21:05:00.000Z',
  spec: { lastCollectAt: null, nextCollectAt: null, bonus: tokens(125) },
};

export const miningLog = Array.from({ length: 23 }, (_, i) => ({
  id: String(100 - i),
  kind: i % 4 === 0 ? ('spec' as const) : ('mining' as const),
  amount: tokens(i + 1),
  createdAt: new Date(Date.UTC(2025, 2, 4, 20, 0) - i * 3_600_000).toISOString(),
}));

export const claimLog = Array.from({ length: 12 }, (_, i) => ({
  id: String(50 - i),
  amount: tokens(10 + i),
  now: Date.UTC(2025, 2, 4) - i * 3_600_000,
  createdAt: new Date(Date.UTC(2025, 2, 4) - i * 3_600_000).toISOString(),
}));

export const me = {
  address: ADDRESSES[0],
  inviteCode: 'DG7K2QX9',
  inviter: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  pass: { holder: true, since: '2025-01-02T00:00:00.000Z' },
  balance: { claimed: tokens(10), commission: tokens(387) },
};

export const commissionBalance = {
  available: '387500000000000000000',
  totalEarned: tokens(1912),
  totalClaimed: tokens(1525),
};

export const team = [
  { address: ADDRESSES[1], level: 1 as const, joinedAt: '2025-02-01T10:00:00.000Z', purchased: tokens(250) },
  { address: ADDRESSES[2], level: 2 as const, joinedAt: '2025-02-03T10:00:00.000Z', purchased: tokens(1000) },
];

export const commissionLog = [
  {
    id: '7',
    fromAddress: ADDRESSES[1],
    level: 1 as const,
    orderId: '4000',
    amount: tokens(25),
    createdAt: '2025-02-02T00:00:00.000Z',
  },
  {
    id: '6',
    fromAddress: ADDRESSES[2],
    level: 2 as const,
    orderId: '3999',
    amount: tokens(50),
    createdAt: '2025-02-04T00:00:00.000Z',
  },
];

/** `days` UTC days ending 2025-03-04, oldest first, as the daily calls list them. */
const dayList = (days: number) =>
  Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(2025, 2, 4 - (days - 1 - i))).toISOString().slice(0, 10),
  );

/** GET /me/mining-history: 5,000 power bought on Feb 20, 7,500 more on Mar 1; claims on three days. */
export const miningHistory = dayList(30).map((date) => ({
  date,
  power: date >= '2025-03-01' ? '12500' : date >= '2025-02-20' ? '5000' : '0',
  claimed:
    date === '2025-02-21'
      ? tokens(1200)
      : date === '2025-02-27'
        ? tokens(2500)
        : date === '2025-03-03'
          ? tokens(821)
          : '0',
}));

/** GET /me/commission-daily: 50 DGAI from level 1 on Feb 25, 12 from level 1 and 25 from level 2 on Mar 2. */
export const commissionDaily = dayList(30).map((date) => ({
  date,
  level1: date === '2025-02-25' ? tokens(50) : date === '2025-03-02' ? tokens(12) : '0',
  level2: date === '2025-03-02' ? tokens(25) : '0',
}));
