import type { SearchRecord } from '@facet/contracts/search';
import { Gem } from 'lucide-react';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';

/** What a result without a picture shows: a stone's shape as the shop draws it, else a gem. */
export function SearchRecordIcon({
  record,
  className,
  strokeWidth,
}: {
  record: SearchRecord;
  className: string;
  strokeWidth: number;
}) {
  if (record.kind === 'stone') {
    return <StoneShapeIcon shape={record.stoneShape} className={className} strokeWidth={strokeWidth} />;
  }
  return <Gem className={className} strokeWidth={strokeWidth} aria-hidden="true" />;
}
