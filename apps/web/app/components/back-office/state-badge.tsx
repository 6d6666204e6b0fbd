/**
 * A record's state as a pill (an inquiry's, a custom jewellery request's): the words and the
 * colours (`tone`, Tailwind background and text classes) are the feature's, the shape is one.
 */
export function StateBadge({ label, tone }: { label: string; tone: string }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${tone}`}>{label}</span>;
}
