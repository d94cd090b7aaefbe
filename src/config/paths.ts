/** The route table. The 401 route is fixed by the spec. */
export const paths = {
  home: '/',
  app: '/app',
  mining: '/app/mining',
  purchase: '/app/purchase',
  commission: '/app/commission',
  pass: '/dgridpass',
} as const;
