/**
 * Runs in the page before its own scripts (an init script, sent as text so tsx adds no helpers the page lacks).
 *
 * `window.__dialogShown` resolves with the milliseconds from the first pointerdown to the end of the first frame
 * that shows a visible [role="dialog"]: the frame's requestAnimationFrame callback, then a message posted from it,
 * which runs once that frame's style, layout and paint are done. When the dialog opened inside the press's own
 * handlers, the Event Timing entry of that press knows when the frame was presented (raster included): the later
 * of the two is taken.
 *
 * `window.__fetchedAfterPress()` lists the resources requested from the pointerdown on that came from the network
 * (transferSize > 0; the HTTP cache reports 0).
 */
export const pageTimer = `(() => {
  performance.setResourceTimingBufferSize(5000);
  let pressedAt = -1;
  let resolveShown;
  const presses = [];
  window.__dialogShown = new Promise((resolve) => { resolveShown = resolve; });
  window.__fetchedAfterPress = () =>
    performance.getEntriesByType('resource')
      .filter((entry) => pressedAt >= 0 && entry.startTime >= pressedAt && entry.transferSize > 0)
      .map((entry) => ({ name: entry.name, encodedBodySize: entry.encodedBodySize }));
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (['pointerdown', 'pointerup', 'click'].includes(entry.name)) presses.push(entry);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  const frameDone = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
  // visibilityProperty: a dialog rehearsed out of sight (src/ui/kit/rehearsal.tsx) is laid out but hidden.
  const visibleDialog = () =>
    [...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
      dialog.checkVisibility({ visibilityProperty: true })) ?? null;
  const measure = async () => {
    const shownAt = performance.now();
    const rendered = await frameDone();
    // Event Timing entries arrive after the frame is presented; give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let presented = 0;
    for (const entry of presses)
      if (entry.startTime >= pressedAt && entry.processingEnd >= shownAt - 1)
        presented = Math.max(presented, entry.startTime + entry.duration);
    resolveShown(Math.max(rendered, presented) - pressedAt);
  };
  const observer = new MutationObserver(() => {
    if (pressedAt < 0 || !visibleDialog()) return;
    observer.disconnect();
    void measure();
  });
  document.addEventListener('pointerdown', (event) => {
    if (pressedAt >= 0) return;
    pressedAt = event.timeStamp;
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    queueMicrotask(() => { if (visibleDialog()) { observer.disconnect(); void measure(); } });
  }, { capture: true });
})();`;
