import { describe, expect, it } from 'vitest';
import { connectQrSize, QR_SIZE } from './qr-size';

describe('connect QR size', () => {
  it('is 318 px in a compact dialog, whatever the window', () => {
    expect(connectQrSize({ compact: true, windowWidth: 390 })).toBe(318);
    expect(connectQrSize({ compact: true, windowWidth: 1440 })).toBe(318);
  });

  it('is 382 px in a wide dialog on a wide window, and before the window is measured', () => {
    expect(connectQrSize({ compact: false, windowWidth: 768 })).toBe(382);
    expect(connectQrSize({ compact: false, windowWidth: 1440 })).toBe(382);
    expect(connectQrSize({ compact: false })).toBe(382);
  });

  it('shrinks a wide dialog on a narrow window down to 280 px', () => {
    expect(connectQrSize({ compact: false, windowWidth: 767 })).toBe(382);
    expect(connectQrSize({ compact: false, windowWidth: 650 })).toBe(342);
    expect(connectQrSize({ compact: false, windowWidth: 500 })).toBe(280);
  });

  it('draws the download QR code at 268 px', () => {
    expect(QR_SIZE.download).toBe(268);
  });
});
