import {choiceEnv, envWithDefault, flagEnv, optionalEnv, urlEnv, type Env} from './env';
import {FRAMEWORKS, type Framework} from './framework';

export const COLOR_MODES = ['toggle', 'light'] as const;

export type ColorModeSetting = (typeof COLOR_MODES)[number];

export interface MonitoringFields {
  enabled: boolean;
  applicationId: string;
  clientToken: string;
  site: string;
  service: string;
  env: string;
}

export interface SiteFields {
  packageVersion: string;
  /** Framework used for the initial docs view when no cookie is set. */
  framework: Framework;
  /** Release date of the shown package version, ISO `YYYY-MM-DD`. */
  buildTime: string;
  isPublic: boolean;
  supportEmail: string;
  loginUrl: string;
  trialRequestUrl: string | null;
  companyLine: string;
  colorMode: ColorModeSetting;
  navbarExtras: {account: boolean; help: boolean};
  monitoring: MonitoringFields;
  testHooks: boolean;
}

export const RELEASE_DATE = '2025-10-16';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Builds the site fields for `docusaurus.config.ts` customFields from the build environment. */
export function siteFieldsFromEnv(env: Env, packageVersion: string): SiteFields {
  const supportEmail = envWithDefault(env, 'MAPWEAVE_SUPPORT_EMAIL', 'support@mapweave.example');
  if (!EMAIL_PATTERN.test(supportEmail)) {
    throw new Error(`MAPWEAVE_SUPPORT_EMAIL must be an email address, got "${supportEmail}"`);
  }
  return {
    packageVersion,
    framework: 'react',
    buildTime: RELEASE_DATE,
    isPublic: true,
    supportEmail,
    loginUrl: urlEnv(env, 'MAPWEAVE_LOGIN_URL', 'https://account.mapweave.example/login'),
    trialRequestUrl: urlEnv(env, 'MAPWEAVE_TRIAL_REQUEST_URL', null),
    companyLine: envWithDefault(env, 'MAPWEAVE_COMPANY_LINE', 'MapWeave Ltd. Registered in England and Wales.'),
    colorMode: choiceEnv(env, 'MAPWEAVE_COLOR_MODE', COLOR_MODES, 'toggle'),
    navbarExtras: {
      account: flagEnv(env, 'MAPWEAVE_NAVBAR_ACCOUNT', true),
      help: flagEnv(env, 'MAPWEAVE_NAVBAR_HELP', true),
    },
    monitoring: monitoringFromEnv(env),
    testHooks: flagEnv(env, 'MAPWEAVE_TEST_HOOKS', false),
  };
}

function monitoringFromEnv(env: Env): MonitoringFields {
  const enabled = flagEnv(env, 'MAPWEAVE_MONITORING_ENABLED', false);
  const applicationId = optionalEnv(env, 'MAPWEAVE_DATADOG_APPLICATION_ID') ?? '';
  const clientToken = optionalEnv(env, 'MAPWEAVE_DATADOG_CLIENT_TOKEN') ?? '';
  if (enabled && (!applicationId || !clientToken)) {
    throw new Error(
      'MAPWEAVE_MONITORING_ENABLED=1 needs MAPWEAVE_DATADOG_APPLICATION_ID and MAPWEAVE_DATADOG_CLIENT_TOKEN',
    );
  }
  return {
    enabled,
    applicationId,
    clientToken,
    site: envWithDefault(env, 'MAPWEAVE_DATADOG_SITE', 'datadoghq.eu'),
    service: envWithDefault(env, 'MAPWEAVE_DATADOG_SERVICE', 'mapweave-site'),
    env: envWithDefault(env, 'MAPWEAVE_DATADOG_ENV', 'production'),
  };
}

/** Reads and checks the site fields from Docusaurus' `siteConfig.customFields`. */
export function readSiteFields(customFields: Record<string, unknown>): SiteFields {
  const field = fieldReader(customFields, 'customFields');
  const navbarExtras = fieldReader(field.object('navbarExtras'), 'customFields.navbarExtras');
  const monitoring = fieldReader(field.object('monitoring'), 'customFields.monitoring');
  const framework = field.choice('framework', FRAMEWORKS);
  return {
    packageVersion: field.string('packageVersion'),
    framework,
    buildTime: field.string('buildTime'),
    isPublic: field.boolean('isPublic'),
    supportEmail: field.string('supportEmail'),
    loginUrl: field.string('loginUrl'),
    trialRequestUrl: field.nullableString('trialRequestUrl'),
    companyLine: field.string('companyLine'),
    colorMode: field.choice('colorMode', COLOR_MODES),
    navbarExtras: {account: navbarExtras.boolean('account'), help: navbarExtras.boolean('help')},
    monitoring: {
      enabled: monitoring.boolean('enabled'),
      applicationId: monitoring.string('applicationId'),
      clientToken: monitoring.string('clientToken'),
      site: monitoring.string('site'),
      service: monitoring.string('service'),
      env: monitoring.string('env'),
    },
    testHooks: field.boolean('testHooks'),
  };
}

function fieldReader(source: Record<string, unknown>, where: string) {
  const fail = (key: string, expected: string): never => {
    throw new Error(`${where}.${key} must be ${expected}, got ${JSON.stringify(source[key])}`);
  };
  return {
    string(key: string): string {
      const value = source[key];
      return typeof value === 'string' ? value : fail(key, 'a string');
    },
    nullableString(key: string): string | null {
      const value = source[key];
      return typeof value === 'string' || value === null ? value : fail(key, 'a string or null');
    },
    boolean(key: string): boolean {
      const value = source[key];
      return typeof value === 'boolean' ? value : fail(key, 'a boolean');
    },
    choice<T extends string>(key: string, choices: readonly T[]): T {
      const value = choices.find((choice) => choice === source[key]);
      return value ?? fail(key, `one of ${choices.join(', ')}`);
    },
    object(key: string): Record<string, unknown> {
      const value = source[key];
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : fail(key, 'an object');
    },
  };
}
