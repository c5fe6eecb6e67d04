/** The product mark: a parcel on a globe's meridian, drawn inline so the public pages load no image. */
export const BrandMark = ({ size = 40 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="10" fill="#fff" fillOpacity="0.16" />
    <rect x="0.5" y="0.5" width="39" height="39" rx="9.5" fill="none" stroke="#fff" strokeOpacity="0.35" />
    <circle cx="20" cy="20" r="12" fill="none" stroke="#7dd3fc" strokeWidth="1.6" />
    <ellipse cx="20" cy="20" rx="5.5" ry="12" fill="none" stroke="#7dd3fc" strokeWidth="1.2" />
    <path d="M8 20h24" stroke="#7dd3fc" strokeWidth="1.2" />
    <path d="M14 17.5 20 14.5l6 3v7l-6 3-6-3z" fill="#2563eb" stroke="#fff" strokeWidth="1.4" />
    <path d="M14 17.5l6 3 6-3M20 20.5v7" fill="none" stroke="#fff" strokeWidth="1.4" />
  </svg>
);

/** A shipping lane from an origin port to an overseas warehouse, as decoration for the brand panel. */
export const RouteIllustration = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 460 120" aria-hidden="true" focusable="false">
    <path
      d="M24 92 C 120 10, 320 10, 436 80"
      fill="none"
      stroke="#93c5fd"
      strokeOpacity="0.7"
      strokeWidth="2"
      strokeDasharray="6 7"
    />
    <circle cx="24" cy="92" r="7" fill="#38bdf8" />
    <circle cx="24" cy="92" r="14" fill="#38bdf8" fillOpacity="0.2" />
    <circle cx="436" cy="80" r="22" fill="#34d399" fillOpacity="0.18" />
    <g transform="translate(214 20)">
      <rect x="-20" y="6" width="40" height="14" rx="3" fill="#fff" fillOpacity="0.92" />
      <rect x="-14" y="-2" width="10" height="8" rx="1.5" fill="#60a5fa" />
      <rect x="-2" y="-2" width="10" height="8" rx="1.5" fill="#fbbf24" />
      <rect x="10" y="0" width="6" height="6" rx="1.5" fill="#34d399" />
    </g>
    <g transform="translate(418 64)" fill="#fff" fillOpacity="0.92">
      <path d="M0 14 L18 4 L36 14 V30 H0 Z" />
      <rect x="12" y="18" width="12" height="12" fill="#1d4ed8" />
    </g>
  </svg>
);
