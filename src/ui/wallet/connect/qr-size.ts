import { COMPACT_BELOW_PX } from '@/machines/connect-flow/connect-flow-rules';

/** QR code sizes in px (docs/wallet-behaviour.md, section 4). */
export const QR_SIZE = { compact: 318, wideMax: 382, wideMin: 280, download: 268 } as const;
/** What a wide dialog keeps beside the QR code when the window is narrower than the breakpoint. */
const WIDE_PANEL_CHROME_PX = 308;

/**
 * The CONNECT step's QR size: 318 in a compact dialog; in a wide one 382, shrinking with a narrow window down
 * to 280. The window width is unknown before the first measurement; the full wide size is used then.
 */
export function connectQrSize({ compact, windowWidth }: { compact: boolean; windowWidth?: number }): number {
  if (compact) return QR_SIZE.compact;
  if (windowWidth === undefined || windowWidth >= COMPACT_BELOW_PX) return QR_SIZE.wideMax;
  return Math.max(QR_SIZE.wideMin, Math.min(windowWidth - WIDE_PANEL_CHROME_PX, QR_SIZE.wideMax));
}
