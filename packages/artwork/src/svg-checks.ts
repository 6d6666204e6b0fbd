import sharp from 'sharp';

/*
 * Checks shared by the tests: a tiny well-formedness check (every tag closed, in order) and
 * pixel statistics of a rendering, so a test can tell "a picture" from "a blank page".
 */

export function findSvgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  const root = /^<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  for (const attribute of ['xmlns="http://www.w3.org/2000/svg"', 'width="', 'height="', 'viewBox="']) {
    if (!root.includes(attribute)) problems.push(`root element lacks ${attribute}`);
  }
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(consumed, match.index);
    if (between.includes('<') || between.includes('>')) problems.push(`malformed markup near offset ${consumed}`);
    consumed = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) {
      stack.push(name);
    } else if (stack.pop() !== name) {
      problems.push(`</${name}> closes the wrong element`);
    }
    if (problems.length > 5) break;
  }
  if (consumed !== svg.length) problems.push('trailing text after the last tag');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (/NaN|Infinity|undefined/.test(svg)) problems.push('contains NaN, Infinity or undefined');
  return problems;
}

export interface PixelSummary {
  readonly width: number;
  readonly height: number;
  /** Mean of the channels' standard deviations: near 0 for a blank picture. */
  readonly spread: number;
}

export async function summarisePixels(image: Buffer): Promise<PixelSummary> {
  const picture = sharp(image);
  const [meta, stats] = await Promise.all([picture.metadata(), picture.stats()]);
  const colour = stats.channels.slice(0, 3);
  return {
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    spread: colour.reduce((sum, c) => sum + c.stdev, 0) / colour.length,
  };
}
