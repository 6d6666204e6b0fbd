import { stoneShapeIcons } from '@facet/artwork/stone-shape-icons';
import type { StoneShapeName } from '@facet/contracts/lookups';

/** The line drawing of a stone shape, crisp at any size (drawn by @facet/artwork). */
export function StoneShapeIcon({
  shape,
  className,
  strokeWidth = 1.4,
}: {
  shape: StoneShapeName;
  className?: string;
  strokeWidth?: number;
}) {
  const icon = stoneShapeIcons[shape];
  return (
    <svg
      viewBox={icon.viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}
