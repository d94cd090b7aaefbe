import { paths } from '@/config/paths';

/** The link a user shares: `<origin>/app?invite=<code>` (the app reads `invite` at first sign-in). */
export function inviteLink(origin: string, inviteCode: string): string {
  const url = new URL(paths.app, origin);
  url.searchParams.set('invite', inviteCode);
  return url.toString();
}
