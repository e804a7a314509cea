export declare function random(seed: number): () => number;
