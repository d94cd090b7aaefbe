import type { Loadable } from '@/ui/kit/loadable';

/** The signed-in user's pass, as the route container hands it over. */
export interface PassView {
  holder: boolean;
  /** When the pass was earned (ISO time), for holders. */
  since: string | null;
  /** Tokens bought in paid orders, in base units (for the way to the threshold). */
  bought: string;
}

/**
 * Who is looking: a signed-in user (with their pass loading or loaded), a visitor, or a visitor whose session
 * just ended (a 401 sent them here).
 */
export type PassViewer =
  | { kind: 'signedIn'; pass: Loadable<PassView> }
  | { kind: 'signedOut' }
  | { kind: 'sessionEnded' };
