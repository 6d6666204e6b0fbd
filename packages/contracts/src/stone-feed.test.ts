import { describe, expect, it } from 'vitest';
import { feedHeaderLabels, stoneToFeedRow } from './stone-feed-export.ts';
import { feedHeaderProblem, mapFeedHeader } from './stone-feed-columns.ts';
import { mapFeedRow, parseFeedNumber, parseMeasurements } from './stone-feed.ts';

const header = [
  'Stock No',
  'Shape',
  'Weight',
  'Colour',
  'Clarity',
  'Cut',
  'Pol',
  'Sym',
  'Fluor',
  'Measurements',
  'Depth %',
  'Table %',
  'Lab',
  'Report No',
  'Total Price (INR)',
  'Type',
  'Image Link',
  'Video',
  'Cert Link',
  'Remarks',
];

function row(values: Record<string, string>): string[] {
  const base: Record<string, string> = {
    'Stock No': 'LG-101',
    Shape: 'RD',
    Weight: '1.01',
    Colour: 'e',
    Clarity: 'VS1',
    Cut: 'EX',
    Pol: 'VG',
    Sym: 'ex',
    Fluor: 'NON',
    Measurements: '6.50 x 6.48 x 4.01',
    'Depth %': '61.8',
    'Table %': '57',
    Lab: 'igi',
    'Report No': 'LG5551234',
    'Total Price (INR)': '₹1,23,456.50',
    Type: 'Lab',
    'Image Link': 'https://cdn.example.com/a.jpg|https://cdn.example.com/b.jpg',
    Video: '',
    'Cert Link': '',
    Remarks: 'whatever',
  };
  return header.map((name) => values[name] ?? base[name] ?? '');
}

describe('mapFeedHeader', () => {
  it('maps the usual feed spellings to fields and ignores the rest', () => {
    const mapped = mapFeedHeader(header);
    expect(mapped.missing).toEqual([]);
    expect(mapped.columns).toMatchObject({ sku: 0, carat: 2, color: 3, price: 14, stoneCategory: 15, imageUrls: 16 });
    expect(mapped.ignored).toEqual(['Remarks']);
  });

  it('accepts other aliases: Stock #, StockNumber, SKU, Size, Color, Cert No, Cost', () => {
    for (const sku of ['Stock #', 'StockNumber', 'SKU', '\uFEFFStock No']) {
      expect(mapFeedHeader([sku, 'Shape', 'Size', 'Color', 'Clarity', 'Category', 'Cost']).missing).toEqual([]);
    }
    expect(mapFeedHeader(['Cert No']).columns.certificateNumber).toBe(0);
    expect(mapFeedHeader(['Certificate #']).columns.certificateNumber).toBe(0);
  });

  it('reads "Depth" as millimetres beside a "Depth %" column and as a percentage alone', () => {
    expect(mapFeedHeader(['Depth', 'Depth %']).columns).toEqual({ depth: 0, depthPercent: 1 });
    expect(mapFeedHeader(['Depth']).columns).toEqual({ depthPercent: 0 });
  });

  it('names every missing column in one sentence', () => {
    const mapped = mapFeedHeader(['Stock #', 'Shape', 'Carat', 'Clarity', 'Category']);
    expect(mapped.missing).toEqual(['color', 'price']);
    expect(feedHeaderProblem(mapped)).toMatch(/^This file has no colour or price column\. Its first line must name/);
    expect(feedHeaderProblem(mapFeedHeader(header))).toBeNull();
  });
});

describe('parseMeasurements', () => {
  it('reads the usual ways of writing length × width × depth', () => {
    expect(parseMeasurements('6.50 x 6.48 x 4.01')).toEqual({ length: 6.5, width: 6.48, depth: 4.01 });
    expect(parseMeasurements('6.50-6.48x4.01')).toEqual({ length: 6.5, width: 6.48, depth: 4.01 });
    expect(parseMeasurements('6.50*6.48*4.01 mm')).toEqual({ length: 6.5, width: 6.48, depth: 4.01 });
    expect(parseMeasurements('7.1 × 5.2')).toEqual({ length: 7.1, width: 5.2 });
  });

  it('refuses what is not measurements', () => {
    expect(parseMeasurements('big')).toBeNull();
    expect(parseMeasurements('1 x 2 x 3 x 4')).toBeNull();
    expect(parseMeasurements('')).toBeNull();
  });
});

describe('parseFeedNumber', () => {
  it('reads rupee amounts with symbols and Indian grouping', () => {
    expect(parseFeedNumber('₹1,23,456.50')).toBe(123456.5);
    expect(parseFeedNumber('INR 12000')).toBe(12000);
    expect(parseFeedNumber('12,000/-')).toBe(12000);
    expect(parseFeedNumber('61.5%')).toBe(61.5);
    expect(Number.isNaN(parseFeedNumber('twelve'))).toBe(true);
  });
});

describe('mapFeedRow', () => {
  const { columns } = mapFeedHeader(header);

  it('turns a row into the stone form’s draft, grades and links normalised', () => {
    const result = mapFeedRow(columns, row({}));
    expect(result.problem).toBeUndefined();
    expect(result.stone).toMatchObject({
      sku: 'LG-101',
      stoneCategory: 'Lab Grown Diamond',
      stoneShape: 'Round',
      carat: 1.01,
      color: 'E',
      clarity: 'VS1',
      cut: 'Excellent',
      polish: 'Very Good',
      symmetry: 'Excellent',
      fluorescence: 'None',
      length: 6.5,
      width: 6.48,
      depth: 4.01,
      depthPercent: 61.8,
      tablePercent: 57,
      certificateLab: 'IGI',
      certificateNumber: 'LG5551234',
      price: 123456.5,
      videoUrl: null,
      imageUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
    });
  });

  it('accepts "Lab-Grown", "Natural" and "Moissanite" categories', () => {
    expect(mapFeedRow(columns, row({ Type: 'Lab-Grown' })).stone?.stoneCategory).toBe('Lab Grown Diamond');
    expect(mapFeedRow(columns, row({ Type: 'Natural' })).stone?.stoneCategory).toBe('Natural Diamond');
    expect(mapFeedRow(columns, row({ Type: 'moissanite' })).stone?.stoneCategory).toBe('Moissanite');
  });

  it('says what is wrong with a bad row, every problem in one sentence', () => {
    expect(mapFeedRow(columns, row({ Weight: '0' })).problem).toMatch(/^Carat: /);
    expect(mapFeedRow(columns, row({ Weight: 'abc' })).problem).toBe('Carat: "abc" is not a number');
    expect(mapFeedRow(columns, row({ Colour: 'Z', Clarity: '' })).problem).toBe('Clarity: is missing');
    expect(mapFeedRow(columns, row({ Colour: 'Z' })).problem).toMatch(/^Colour: must be one of: D, E/);
    expect(mapFeedRow(columns, row({ 'Stock No': 'bad sku!' })).problem).toMatch(/^Stock number: must be 1–64/);
    expect(mapFeedRow(columns, row({ 'Depth %': '150' })).problem).toBe('Depth %: must be between 0 and 100 %');
    expect(mapFeedRow(columns, row({ Measurements: 'huge' })).problem).toMatch(/^Measurements: "huge" is not/);
    expect(mapFeedRow(columns, row({ 'Image Link': 'ftp://x/y.jpg' })).problem).toMatch(/^Image links: /);
    expect(mapFeedRow(columns, row({ 'Total Price (INR)': '5' })).problem).toMatch(/^Price: must be between ₹100/);
    expect(mapFeedRow(columns, row({ Lab: '', 'Report No': 'X1' })).problem).toBe(
      'Lab: must name the lab that wrote the certificate',
    );
  });

  it('tolerates short rows (missing trailing cells are empty)', () => {
    const short = row({}).slice(0, 16);
    expect(mapFeedRow(columns, short).stone?.imageUrls).toEqual([]);
  });
});

describe('stoneToFeedRow', () => {
  it('writes a stone that reads back the same', () => {
    const stone = {
      sku: 'N-7',
      stoneCategory: 'Natural Diamond',
      growthMethod: null,
      stoneShape: 'Oval',
      carat: 1.5,
      color: 'G',
      clarity: 'SI1',
      cut: null,
      polish: 'Excellent',
      symmetry: null,
      fluorescence: 'Faint',
      length: 8.1,
      width: 6,
      depth: null,
      depthPercent: 60.25,
      tablePercent: null,
      certificateLab: 'GIA',
      certificateNumber: '2141234567',
      certificateUrl: 'https://gia.example/r/2141234567.pdf',
      price: 450000.25,
      imageUrls: ['https://shop.test/media/x/1600.webp'],
      videoUrl: null,
    };
    const line = stoneToFeedRow(stone);
    expect(line[11]).toBe('8.10 x 6.00');
    const back = mapFeedRow(mapFeedHeader([...feedHeaderLabels]).columns, line);
    expect(back.stone).toMatchObject({ ...stone, productMedias: [] });
  });

  it('writes a laboratory-grown diamond with its growth method, read back the same', () => {
    const line = stoneToFeedRow({
      sku: 'L-8',
      stoneCategory: 'Lab Grown Diamond',
      growthMethod: 'HPHT',
      stoneShape: 'Round',
      carat: 1,
      color: 'E',
      clarity: 'VS1',
      cut: 'Ideal',
      polish: null,
      symmetry: null,
      fluorescence: null,
      length: null,
      width: null,
      depth: null,
      depthPercent: null,
      tablePercent: null,
      certificateLab: null,
      certificateNumber: null,
      certificateUrl: null,
      price: 60000,
      imageUrls: [],
      videoUrl: null,
    });
    expect(line[feedHeaderLabels.indexOf('Growth method')]).toBe('HPHT');
    const back = mapFeedRow(mapFeedHeader([...feedHeaderLabels]).columns, line);
    expect(back.stone).toMatchObject({ sku: 'L-8', stoneCategory: 'Lab Grown Diamond', growthMethod: 'HPHT' });
  });
});

describe('growth method column', () => {
  const withGrowth = [...header, 'Growth Method'];
  const columns = mapFeedHeader(withGrowth).columns;
  const grown = (growth: string, values: Record<string, string> = {}) => [...row(values), growth];

  it('is read from its column in any case', () => {
    expect(columns.growthMethod).toBe(header.length);
    expect(mapFeedRow(columns, grown('cvd')).stone?.growthMethod).toBe('CVD');
    expect(mapFeedRow(columns, grown(' Hpht ')).stone?.growthMethod).toBe('HPHT');
    expect(mapFeedRow(columns, grown('')).stone?.growthMethod).toBeNull();
  });

  it('is taken from a category written as the method', () => {
    expect(mapFeedRow(columns, grown('', { Type: 'CVD' })).stone).toMatchObject({
      stoneCategory: 'Lab Grown Diamond',
      growthMethod: 'CVD',
    });
  });

  it('reports a word that is no method, and a method on a natural diamond, as the row’s problem', () => {
    expect(mapFeedRow(columns, grown('plasma')).problem).toBe('Growth method: must be CVD, HPHT or unknown');
    expect(mapFeedRow(columns, grown('CVD', { Type: 'Natural' })).problem).toBe(
      'Growth method: only laboratory-grown diamonds have a growth method; leave it empty for natural diamonds and moissanite',
    );
  });
});
