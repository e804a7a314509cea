/** Types of scripts/demo-ids.mjs, for the tests that import it. */
export declare const DEMOS_DIR: string;
export declare function demoIds(): string[];
