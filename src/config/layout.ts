/** Business constants of spec.md section 9 that shape the layout. */
export const layout = {
  narrowBreakpointPx: 768,
  resizeDebounceMs: 500,
  cardWidthPx: 360,
  cardScrollStepPx: 360,
  copyrightYear: 2025,
} as const;
