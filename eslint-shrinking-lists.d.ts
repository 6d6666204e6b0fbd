// The lists' types, for the tests that read them (scripts/lint-boundaries.test.ts).
export declare const filesTypingRowsInline: string[];
export declare const filesOverFourHundredLines: string[];
