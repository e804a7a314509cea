import {createContext} from 'react';
import type {HoverTypes} from './data';

/** The hover types of the code block being rendered and the id prefix of its popups; null for a block without SDK names. */
export const HoverTypesContext = createContext<{hoverTypes: HoverTypes; tipIds: string} | null>(null);

/** The id of a block's popup for one entry. */
export function tipId(tipIds: string, entry: number): string {
  return `${tipIds}-${entry}`;
}
