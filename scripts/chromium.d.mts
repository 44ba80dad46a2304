/** Debian's Chromium, never a downloaded build (`CHROMIUM_PATH` to use another). */
export declare const CHROMIUM_PATH: string;
/** The flags every test run starts Chromium with. */
export declare const CHROMIUM_FLAGS: string[];
