import {createContext} from 'react';
import type {HoverTypes} from './data';

/** The hover types of the code block being rendered; null for a block without SDK names. */
export const HoverTypesContext = createContext<HoverTypes | null>(null);
