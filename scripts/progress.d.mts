export declare function describeProgress(label: string, done: number, total: number, elapsedMs: number): string;

export interface ProgressLine {
  update(done: number, total: number): void;
  finish(): void;
}

export declare function createProgressLine(
  label: string,
  stream: { isTTY?: boolean; write(text: string): unknown },
  options?: { indent?: string; now?: () => number },
): ProgressLine;
