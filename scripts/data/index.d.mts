/** Types of scripts/data/index.mjs, for the tests that import it. */
export declare const OUTPUT_DIR: string;
export declare function dataSetIds(): string[];
export declare function buildDataSet(id: string): Promise<string>;
