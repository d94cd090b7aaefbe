import type { ReactNode } from 'react';

/** Decorative line icons of the connect dialog (24 px grid, currentColor); each label lives next to its icon. */
function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon size={18}>
    <path className="cw-flip" d="M15 5l-7 7 7 7" />
  </Icon>
);

export const AssetsIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="3" />
    <path d="M3 10h18M16 14.5h2" />
    <path d="M7 6V4.5A1.5 1.5 0 0 1 8.5 3h7A1.5 1.5 0 0 1 17 4.5V6" />
  </Icon>
);

export const LoginIcon = () => (
  <Icon>
    <circle cx="8" cy="12" r="4" />
    <path d="M12 12h9M18 12v3M21 12v2" />
  </Icon>
);

export const CreateIcon = () => (
  <Icon>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8.5v7M8.5 12h7" />
  </Icon>
);

export const ScanIcon = () => (
  <Icon>
    <path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2" />
    <path d="M7 12h10" />
  </Icon>
);

export const RefreshIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 0 0-14.7-4.3L4 8" />
    <path d="M4 4v4h4M4 13a8 8 0 0 0 14.7 4.3L20 16" />
    <path d="M20 20v-4h-4" />
  </Icon>
);

export const ExtensionIcon = () => (
  <Icon>
    <path d="M10 4a2 2 0 1 1 4 0v2h4v4h-2a2 2 0 1 0 0 4h2v4H6v-4H4a2 2 0 1 1 0-4h2V6h4z" />
  </Icon>
);

export const DesktopIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M9 20h6M12 16v4" />
  </Icon>
);

export const MobileIcon = () => (
  <Icon>
    <rect x="7" y="3" width="10" height="18" rx="2.5" />
    <path d="M11 18h2" />
  </Icon>
);
