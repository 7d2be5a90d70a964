import type { SVGProps } from 'react';

/**
 * Line icons of our own, all drawn on one 24×24 grid and decorative (the control carries the label):
 * the shell's at 20 px, the screens' inline ones at 16 px or less.
 */
function Icon({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BellIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon width="16" height="16">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const XIcon = () => (
  <Icon>
    <path d="M5 4l14 16M19 4L5 20" />
  </Icon>
);

export const TelegramIcon = () => (
  <Icon>
    <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
    <path d="M9 13l12-9" />
  </Icon>
);

export const InstagramIcon = () => (
  <Icon>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <circle cx="12" cy="12" r="3.5" />
    <circle cx="17" cy="7" r="0.5" />
  </Icon>
);

export const MediumIcon = () => (
  <Icon>
    <circle cx="7" cy="12" r="4" />
    <ellipse cx="15" cy="12" rx="2" ry="4" />
    <path d="M20 8v8" />
  </Icon>
);

export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12h2M3 9h18" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={16}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);

export const ContractIcon = () => (
  <Icon size={14}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 13h6M10 17h6" />
  </Icon>
);
