/* The ways to pay, as small badges drawn here (no downloaded logos). */

function Badge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <svg viewBox="0 0 48 30" className="h-7 w-auto" role="img" aria-label={label}>
        <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#e3dcd2" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentIcons() {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Accepted payment methods">
      <Badge label="Visa">
        <text
          x="24"
          y="19.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="11"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard">
        <circle cx="20" cy="15" r="7" fill="#eb001b" />
        <circle cx="28" cy="15" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
      <Badge label="American Express">
        <rect x="6" y="8" width="36" height="14" rx="2" fill="#2e77bc" />
        <text
          x="24"
          y="18.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontSize="8"
          fill="#fff"
        >
          AMEX
        </text>
      </Badge>
      <Badge label="RuPay">
        <text
          x="24"
          y="19"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="10"
          fill="#097a44"
        >
          RuPay
        </text>
      </Badge>
      <Badge label="UPI">
        <text
          x="24"
          y="19.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="800"
          fontStyle="italic"
          fontSize="11"
          fill="#5f259f"
        >
          UPI
        </text>
      </Badge>
      <Badge label="PayPal">
        <text
          x="24"
          y="19"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontStyle="italic"
          fontSize="10"
        >
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Badge>
      <Badge label="Razorpay">
        <text
          x="24"
          y="18.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontSize="7.5"
          fill="#0c2451"
        >
          Razorpay
        </text>
      </Badge>
    </ul>
  );
}
