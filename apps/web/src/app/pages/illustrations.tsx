// Inline illustrations for the status pages: plain SVG, no image requests, colours from the brand.

/** An opened, empty carton with a magnifier: the page the user looked for is not in stock. */
export const NotFoundIllustration = () => (
  <svg width="260" height="190" viewBox="0 0 260 190" role="img" aria-hidden="true" focusable="false">
    <ellipse cx="130" cy="172" rx="104" ry="10" fill="#e6edf7" />
    <path d="M58 78 130 60l72 18-72 18z" fill="#d9c4a0" />
    <path d="M58 78v66l72 22V96z" fill="#e8d5b0" />
    <path d="M202 78v66l-72 22V96z" fill="#d2b98f" />
    <path d="M58 78 36 102l72 20 22-26z" fill="#f1e2c4" />
    <path d="M202 78l22 24-72 20-22-26z" fill="#e3cda4" />
    <path d="M92 118 112 124v10l-20-6z" fill="#fff" fillOpacity="0.7" />
    <text
      x="130"
      y="46"
      textAnchor="middle"
      fontSize="40"
      fontWeight="700"
      fill="#1d4ed8"
      fontFamily="system-ui, sans-serif"
    >
      404
    </text>
    <circle cx="196" cy="132" r="18" fill="#fff" fillOpacity="0.6" stroke="#1d4ed8" strokeWidth="6" />
    <path d="M209 145l18 18" stroke="#1d4ed8" strokeWidth="8" strokeLinecap="round" />
    <circle cx="30" cy="40" r="4" fill="#93c5fd" />
    <circle cx="232" cy="30" r="6" fill="#bfdbfe" />
    <circle cx="222" cy="64" r="3" fill="#93c5fd" />
  </svg>
);

/** A padlock on a shield: the session cannot access this resource. */
export const LockIllustration = () => (
  <svg width="220" height="190" viewBox="0 0 220 190" role="img" aria-hidden="true" focusable="false">
    <ellipse cx="110" cy="174" rx="88" ry="9" fill="#e6edf7" />
    <path d="M110 14 176 38v48c0 40-28 68-66 82-38-14-66-42-66-82V38z" fill="#dbeafe" />
    <path d="M110 28 164 48v38c0 32-22 56-54 68-32-12-54-36-54-68V48z" fill="#eff6ff" />
    <path
      d="M90 84V72a20 20 0 0 1 40 0v12"
      fill="none"
      stroke="#1d4ed8"
      strokeWidth="8"
      strokeLinecap="round"
    />
    <rect x="80" y="82" width="60" height="48" rx="8" fill="#1d4ed8" />
    <circle cx="110" cy="102" r="7" fill="#fff" />
    <path d="M110 106v12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    <text
      x="190"
      y="30"
      textAnchor="middle"
      fontSize="22"
      fontWeight="700"
      fill="#1d4ed8"
      fontFamily="system-ui, sans-serif"
    >
      401
    </text>
  </svg>
);
