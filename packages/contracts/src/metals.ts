import { defineShapes } from './endpoint-shapes.ts';
import { metalEndpoints } from './metal-endpoints.ts';
import { makingCharge, metalRate } from './money-inputs.ts';
import { displayName } from './plain-text.ts';
import { z } from './zod.ts';

/** A metal with its rate and labour in rupees per gram. */
export const metalRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  pricePerUnit: z.number().describe('INR per gram'),
  labour: z.number().describe('INR per gram, making charge'),
  colour: z.enum(['white', 'yellow', 'rose']),
  swatch: z.string().describe('CSS colour of the metal swatch'),
  purity: z.string(),
  updateDate: z.string().describe('ISO 8601 time of the last rate change'),
});
export type MetalRecord = z.infer<typeof metalRecord>;
export const metalList = z.array(metalRecord);

/** Metal update payload: the rate and the making charge, each within its range. */
export const updateMetalInput = z.object({
  name: displayName(60),
  pricePerUnit: metalRate.describe('INR per gram'),
  labour: makingCharge.describe('INR per gram, making charge'),
});
export type UpdateMetalInput = z.infer<typeof updateMetalInput>;

/** The answer to a change of rate: the metal, and how many variants got a new price. */
export const updatedMetal = metalRecord.extend({ repricedVariants: z.number().int() });
export type UpdatedMetal = z.infer<typeof updatedMetal>;

export const metalShapes = defineShapes(metalEndpoints, {
  list: { summary: 'Metals with their rate and labour in INR per gram', response: metalList },
  update: {
    summary: 'Change a metal’s rate and labour (INR per gram); its variants are repriced at once',
    body: updateMetalInput,
    response: updatedMetal,
  },
});
export type MetalShapes = typeof metalShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    metals: MetalShapes;
  }
}
