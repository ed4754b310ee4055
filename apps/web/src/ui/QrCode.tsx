import { encode } from 'uqr';

/** A QR code drawn as SVG squares, with the encoded text as its accessible name. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { border: 2 });
  const cells = data.length;
  return (
    <svg
      viewBox={`0 0 ${cells} ${cells}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={cells} height={cells} fill="#ffffff" />
      {data.flatMap((row, y) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: a module's position is its identity
        row.map((dark, x) =>
          dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000000" /> : null,
        ),
      )}
    </svg>
  );
}
