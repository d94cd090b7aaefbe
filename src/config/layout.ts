/** Business constants that shape the layout (docs/wallet-behaviour.md, section 12). */
export const layout = {
  narrowBreakpointPx: 768,
  resizeDebounceMs: 500,
  cardWidthPx: 360,
  cardScrollStepPx: 360,
  copyrightYear: 2025,
} as const;
