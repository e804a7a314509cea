import {themes, type PrismTheme} from 'prism-react-renderer';

/** A Prism theme with some token colours replaced (keyed by the colour exactly as the theme writes it). */
function withTokenColours(theme: PrismTheme, replacements: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((tokenStyle) => {
      const replacement = tokenStyle.style.color && replacements[tokenStyle.style.color];
      return replacement ? {...tokenStyle, style: {...tokenStyle.style, color: replacement}} : tokenStyle;
    }),
  };
}

/**
 * GitHub's light theme with its pale token colours darkened, hue kept, so that every token reads
 * at 4.5:1 or more on the code background, also on a highlighted line.
 */
export const lightCodeTheme = withTokenColours(themes.github, {
  '#999988': '#5c6068', // comments
  '#e3116c': '#b3145b', // strings, attribute values
  '#36acaa': '#1a6a68', // numbers, booleans, constants, properties
  '#00a4db': '#005f80', // keywords, attribute names, selectors
  '#d73a49': '#b31d28', // functions, tags
});

/** Dracula with its comment colour lightened to 4.5:1 or more on the code background. */
export const darkCodeTheme = withTokenColours(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce', // comments
});
