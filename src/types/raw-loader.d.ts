/** A file imported through raw-loader (`!!raw-loader!path`): its text. */
declare module '!!raw-loader!*' {
  const text: string;
  export default text;
}
