import type { Locator } from '@playwright/test';

/**
 * The path of the file an image shows (a <picture> media query picks it), not its fallback src. currentSrc is
 * empty while a newly picked file has not started loading (the header logo is lazy): '' then, for expect.poll to
 * poll on until the file is there.
 */
export function shownFile(image: Locator): Promise<string> {
  return image.evaluate((element: HTMLImageElement) =>
    element.currentSrc ? new URL(element.currentSrc).pathname : '',
  );
}
