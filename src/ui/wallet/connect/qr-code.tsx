import { useMemo } from 'react';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { modulePath, qrMatrix } from './qr-matrix';
import { WalletIcon } from './wallet-icon';

/** White space around the symbol, on every side (the drawn matrix is size − 40 px). */
const QUIET_PX = 20;
const INK = '#0b1324';

interface QrCodeProps {
  value: string;
  /** Outer size in px, quiet zone included. */
  size: number;
  /** What the code is for (it is the image's accessible name). */
  label: string;
  /** The wallet whose icon sits in the centre; none for a download link. */
  logo?: Pick<WalletOption, 'name' | 'iconUrl' | 'iconBackground'>;
}

function Finder({ x, y, cell }: { x: number; y: number; cell: number }) {
  return (
    <g>
      <rect
        x={x + cell / 2}
        y={y + cell / 2}
        width={cell * 6}
        height={cell * 6}
        rx={cell * 1.8}
        fill="none"
        stroke={INK}
        strokeWidth={cell}
      />
      <rect x={x + cell * 2} y={y + cell * 2} width={cell * 3} height={cell * 3} rx={cell} fill={INK} />
    </g>
  );
}

/** A QR code drawn as SVG from the qrcode package's matrix: round dots, rounded finders, optional logo. */
export function QrCode({ value, size, label, logo }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const cell = (size - QUIET_PX * 2) / matrix.size;
  // An odd number of modules keeps the logo square centred on the middle module.
  const logoModules = logo ? Math.round((matrix.size * 0.22) / 2) * 2 + 1 : 0;
  const path = useMemo(() => modulePath(matrix, cell, QUIET_PX, logoModules), [matrix, cell, logoModules]);
  const far = QUIET_PX + (matrix.size - 7) * cell;
  const logoPx = Math.floor(logoModules * cell - cell);
  return (
    <div className="cw-qr" style={{ width: size, height: size }} data-qr-size={size}>
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <rect width={size} height={size} rx={24} fill="#ffffff" />
        <path d={path} fill={INK} />
        <Finder x={QUIET_PX} y={QUIET_PX} cell={cell} />
        <Finder x={far} y={QUIET_PX} cell={cell} />
        <Finder x={QUIET_PX} y={far} cell={cell} />
      </svg>
      {logo && logoPx > 0 ? (
        <span className="cw-qr__logo" aria-hidden="true">
          <WalletIcon wallet={logo} size={logoPx} />
        </span>
      ) : null}
    </div>
  );
}
