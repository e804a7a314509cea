import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {SDK_FEATURES, type SdkFeatureId} from '@site/src/data/features';
import styles from './_FeatureList.module.css';

/** The SDK features an example uses, each linking to its documentation. */
export default function FeatureList({features, label}: {features: readonly SdkFeatureId[]; label: string}): ReactNode {
  return (
    <ul className={styles.features} aria-label={label}>
      {features.map((feature) => (
        <li key={feature}>
          <Link className={styles.feature} to={SDK_FEATURES[feature].docPath}>
            {SDK_FEATURES[feature].label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
