// jsdom ships no types and @types/jsdom is not installed: the part the search index uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
