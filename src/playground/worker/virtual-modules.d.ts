/** Written by the esbuild plugin in index.ts: the declaration files of type-files.ts. */
declare module 'virtual:playground-type-files' {
  const files: Record<string, string>;
  export default files;
}
