import {describeValue, invalidOption} from './errors.js';
import type {Color, RGBA} from './types.js';

/** The CSS named colours as `name:rrggbb`. */
const NAMED_COLOR_TABLE =
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc ' +
  'bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a ' +
  'burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 ' +
  'cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b ' +
  'darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b ' +
  'darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 ' +
  'darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f ' +
  'darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff ' +
  'dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 ' +
  'forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 ' +
  'goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 ' +
  'hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa ' +
  'lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 ' +
  'lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 ' +
  'lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa ' +
  'lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 ' +
  'limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa ' +
  'mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 ' +
  'mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 ' +
  'midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead ' +
  'navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 ' +
  'orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 ' +
  'papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 ' +
  'purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 ' +
  'saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d ' +
  'silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa ' +
  'springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 ' +
  'turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 ' +
  'yellowgreen:9acd32';

let namedColors: Map<string, RGBA> | undefined;

function namedColor(name: string): RGBA | undefined {
  if (name === 'transparent') return [0, 0, 0, 0];
  if (!namedColors) {
    namedColors = new Map();
    for (const entry of NAMED_COLOR_TABLE.split(' ')) {
      const [key, hex] = entry.split(':') as [string, string];
      namedColors.set(key, [
        parseInt(hex.slice(0, 2), 16),
        parseInt(hex.slice(2, 4), 16),
        parseInt(hex.slice(4, 6), 16),
        255,
      ]);
    }
  }
  const rgba = namedColors.get(name);
  return rgba && [...rgba];
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** What is between the parentheses of `rgb(…)` / `rgba(…)`, found without a regular expression that could backtrack. */
function functionalArguments(text: string): string | undefined {
  if (!text.endsWith(')')) return undefined;
  const prefix = ['rgb(', 'rgba('].find((name) => text.startsWith(name));
  return prefix === undefined ? undefined : text.slice(prefix.length, -1);
}

function parseHex(digits: string): RGBA {
  const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : digits.match(/../g)!;
  const [r, g, b, a = 'ff'] = pairs as [string, string, string, string?];
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), parseInt(a, 16)];
}

/** A channel of rgb(): `0`–`255` or a percentage. */
function parseChannel(token: string): number | undefined {
  const percent = token.endsWith('%');
  const value = Number(percent ? token.slice(0, -1) : token);
  if (token === '' || token === '%' || !Number.isFinite(value)) return undefined;
  const scaled = percent ? (value / 100) * 255 : value;
  return Math.round(Math.min(255, Math.max(0, scaled)));
}

/** The alpha of rgba(): `0`–`1` or a percentage, returned as 0–255. */
function parseAlpha(token: string): number | undefined {
  const percent = token.endsWith('%');
  const value = Number(percent ? token.slice(0, -1) : token);
  if (token === '' || token === '%' || !Number.isFinite(value)) return undefined;
  const fraction = percent ? value / 100 : value;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 255);
}

/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`. */
function parseFunctional(inner: string): RGBA | undefined {
  const [channelsPart, slashAlpha, ...rest] = inner.split('/');
  if (channelsPart === undefined || rest.length > 0) return undefined;
  const tokens = channelsPart.includes(',')
    ? channelsPart.split(',').map((token) => token.trim())
    : channelsPart.trim().split(/\s+/);
  if (slashAlpha !== undefined) {
    if (tokens.length !== 3 || channelsPart.includes(',')) return undefined;
    tokens.push(slashAlpha.trim());
  }
  if (tokens.length !== 3 && tokens.length !== 4) return undefined;
  const [r, g, b] = tokens.slice(0, 3).map(parseChannel);
  const alpha = tokens[3] === undefined ? 255 : parseAlpha(tokens[3]);
  if (r === undefined || g === undefined || b === undefined || alpha === undefined) return undefined;
  return [r, g, b, alpha];
}

/** Channels are 0–255 in arrays: `[r, g, b]` or `[r, g, b, a]`. */
function parseArray(color: readonly unknown[]): RGBA | undefined {
  if (color.length !== 3 && color.length !== 4) return undefined;
  // Every index, not `every()`: that skips the holes of `[, , ,]`, which would pass as a colour.
  for (let index = 0; index < color.length; index++) {
    const value = color[index];
    if (!(typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 255)) return undefined;
  }
  const [r, g, b, a = 255] = color as number[];
  return [r!, g!, b!, a];
}

/** The forms of `Color`, as messages list them. */
export const COLOR_FORMS =
  '#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), a CSS color name, or [r, g, b] / [r, g, b, a] with channels from 0 to 255';

/**
 * Turns any `Color` into `[r, g, b, a]` with every channel 0–255 (deck.gl's convention).
 * Throws INVALID_OPTION naming the value and the accepted forms.
 */
export function parseColor(color: Color): RGBA {
  let rgba: RGBA | undefined;
  if (Array.isArray(color)) {
    rgba = parseArray(color);
  } else if (typeof color === 'string') {
    const text = color.trim().toLowerCase();
    const hex = HEX.exec(text);
    const functional = functionalArguments(text);
    if (hex) rgba = parseHex(hex[1]!);
    else if (functional !== undefined) rgba = parseFunctional(functional);
    else rgba = namedColor(text);
  }
  if (!rgba) {
    throw invalidOption(`Invalid color ${describeValue(color)}: use ${COLOR_FORMS}`);
  }
  return rgba;
}

/** True when `color` is a value `parseColor` accepts. */
export function isColor(color: unknown): color is Color {
  try {
    parseColor(color as Color);
    return true;
  } catch {
    return false;
  }
}
