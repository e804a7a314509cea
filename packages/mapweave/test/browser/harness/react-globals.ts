// React 19 ships no UMD build: this bundle puts React and ReactDOM on the page as globals,
// the way a page using dist/browser/mapweave-react.js provides them.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

Object.assign(globalThis, {React, ReactDOM: {...ReactDOM, ...ReactDOMClient}});
