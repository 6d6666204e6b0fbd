export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM: string;
export declare function testChromiumPath(): string;
