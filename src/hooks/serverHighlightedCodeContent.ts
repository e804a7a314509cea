import {Prism} from 'prism-react-renderer';
import Content from '@theme-original/CodeBlock/Content';
import includeLanguages from '@theme/prism-include-languages';

/**
 * The theme's highlighting code block Content, for the server build only: `plugins/lazy-prism`
 * resolves this module to nothing in the browser's build, where `useHighlightedCodeContent`
 * loads it on first use instead.
 */
includeLanguages(Prism);

export default Content;
