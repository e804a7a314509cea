import {Prism} from 'prism-react-renderer';
import Content from '@theme-original/CodeBlock/Content';
import includeLanguages from '@theme/prism-include-languages';

/**
 * The theme's highlighting code block Content, with Prism given the site's additional languages,
 * as the theme's client module would have at startup (`plugins/lazy-prism` leaves that module
 * out). The server imports it through `serverHighlightedCodeContent`; the browser loads it on
 * first use (`useHighlightedCodeContent`).
 */
includeLanguages(Prism);

export default Content;
