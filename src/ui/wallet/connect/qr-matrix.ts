import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark: (row: number, col: number) => boolean;
}

/** The QR symbol of a text, medium error correction (a centre logo may cover a few modules). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** Whether a module belongs to one of the three finder patterns (drawn as rounded squares instead). */
function isInFinder(size: number, row: number, col: number): boolean {
  const inCorner = (r: number, c: number) => r < 7 && c < 7;
  return inCorner(row, col) || inCorner(row, size - 1 - col) || inCorner(size - 1 - row, col);
}

/** SVG path data for the dark data modules as dots, skipping finders and the square left for a logo. */
export function modulePath(matrix: QrMatrix, cell: number, offset: number, logoModules: number): string {
  const { size } = matrix;
  const logoStart = Math.floor((size - logoModules) / 2);
  const inLogo = (r: number, c: number) =>
    logoModules > 0 &&
    r >= logoStart &&
    r < logoStart + logoModules &&
    c >= logoStart &&
    c < logoStart + logoModules;
  const radius = cell * 0.42;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!matrix.isDark(row, col) || isInFinder(size, row, col) || inLogo(row, col)) continue;
      const cx = offset + col * cell + cell / 2;
      const cy = offset + row * cell + cell / 2;
      parts.push(
        `M${(cx - radius).toFixed(2)} ${cy.toFixed(2)}a${radius.toFixed(2)} ${radius.toFixed(2)} 0 1 0 ${(radius * 2).toFixed(2)} 0a${radius.toFixed(2)} ${radius.toFixed(2)} 0 1 0 ${(-radius * 2).toFixed(2)} 0`,
      );
    }
  }
  return parts.join('');
}
