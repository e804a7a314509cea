/**
 * The highlighting Content for the server build only: `plugins/lazy-prism` resolves this module
 * to nothing in the browser's build, where `useHighlightedCodeContent` loads it on first use.
 */
export {default} from './highlightedCodeContent';
