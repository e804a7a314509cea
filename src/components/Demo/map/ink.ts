import type {MapTheme} from '../types';

/** Colours a demo draws over either basemap: text and outlines readable on both. */
export const THEME_INK: Record<MapTheme, {label: string; border: string; muted: string}> = {
  light: {label: '#1f2937', border: '#ffffff', muted: '#64748b'},
  dark: {label: '#e5e7eb', border: '#0f172a', muted: '#94a3b8'},
};

/** The muted ink as one CSS colour that follows the page's colour mode: for legends. */
export const MUTED_INK_CSS = `light-dark(${THEME_INK.light.muted}, ${THEME_INK.dark.muted})`;

export type ThemeInk = (typeof THEME_INK)[MapTheme];
