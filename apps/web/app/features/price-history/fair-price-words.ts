import type { FairPriceBand } from '@facet/contracts/price-history';

/** Below this many stones like it, a percentile says more about chance than about the price. */
export const FEWEST_STONES_FOR_A_PERCENTILE = 5;

const LIKE_IT = 'same shape and kind, carat within 10 %, colour and clarity within one grade';

/** The band written for a shopper: where the price sits, or, among very few stones, only their range. */
export function fairPriceWords(band: FairPriceBand, format: (value: number) => string): string {
  if (band.compared < FEWEST_STONES_FOR_A_PERCENTILE) {
    const few = band.compared === 1 ? '1 stone' : `${band.compared} stones`;
    const range =
      band.lowest === band.highest
        ? `${band.compared === 1 ? 'it costs' : 'they cost'} ${format(band.lowest)}`
        : `they cost ${format(band.lowest)} to ${format(band.highest)}`;
    return `We have only ${few} like it (${LIKE_IT}) — too few to rank its price; ${range}.`;
  }
  const stones = `${band.compared} similar stones`;
  const where =
    band.percentile === 0
      ? `None of the ${stones} we have costs less`
      : `Priced above ${band.percentile} % of the ${stones} we have`;
  return `${where} (${LIKE_IT}). The middle half of them cost ${format(band.low)} to ${format(band.high)}.`;
}
