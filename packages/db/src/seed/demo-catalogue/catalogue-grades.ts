import type { DemoStoneGrade } from './demo-product.ts';

/* The stone grades the demo catalogue's pieces (products.ts) are set with. */

const naturalFine: DemoStoneGrade = { category: 'Natural Diamond', colour: 'F', clarity: 'VS1', cut: 'Excellent' };
const naturalExceptional: DemoStoneGrade = { category: 'Natural Diamond', colour: 'E', clarity: 'VVS2', cut: 'Ideal' };
const naturalClassic: DemoStoneGrade = { category: 'Natural Diamond', colour: 'G', clarity: 'VS2', cut: 'Excellent' };
const naturalMelee: DemoStoneGrade = { category: 'Natural Diamond', colour: 'H', clarity: 'SI1', cut: 'Very Good' };
const labFine: DemoStoneGrade = { category: 'Lab Grown Diamond', colour: 'E', clarity: 'VVS2', cut: 'Ideal' };
const labClassic: DemoStoneGrade = { category: 'Lab Grown Diamond', colour: 'F', clarity: 'VS1', cut: 'Ideal' };
const moissanite: DemoStoneGrade = { category: 'Moissanite', colour: 'D', clarity: 'VVS1', cut: 'Excellent' };

export { labClassic, labFine, moissanite, naturalClassic, naturalExceptional, naturalFine, naturalMelee };
