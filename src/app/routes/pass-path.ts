import { paths } from '@/config/paths';

/** Where the shell sends the browser after a 401 (docs/api-contract.md, section 3), so the pass page can say why. */
export const passPathAfterUnauthorized = `${paths.pass}?session=ended`;
