import { paths } from '@/config/paths';

/** Where the shell sends the browser after a 401 (spec.md section 8), so the pass page can say why. */
export const passPathAfterUnauthorized = `${paths.pass}?session=ended`;
