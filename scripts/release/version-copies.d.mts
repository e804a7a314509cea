export declare const ROOT: string;
export declare const VERSION_SOURCE: string;
export declare function sourceVersion(): string;
export declare function versionIn(form: 'full' | 'minor', version: string): string;
export declare function versionCopies(
  version?: string,
): {file: string; pattern: string; found: string[]; expected: string}[];
export declare function setVersion(version: string): void;
