// Created by hand: Error is not swizzlable (it replaces the core's own fallback).
import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Not a public export: the layout needs a route context, which a crash outside any route
// lacks. The core fallback Error component uses the same provider for the same reason.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

/** The page shown when rendering crashed outside a page layout (top-level error boundary). */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'mapweave-error-page', id: 'default'}}}>
      {/* The layout itself may throw: then show the content alone, with the original error. */}
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
