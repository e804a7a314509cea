import {describe, expect, it} from 'vitest';
import {readSiteFields, siteFieldsFromEnv} from './site-fields';
import {analyticsIdsFromEnv, siteAddressFromEnv} from './build-env';

describe('siteFieldsFromEnv', () => {
  it('uses the documented defaults with an empty environment', () => {
    expect(siteFieldsFromEnv({}, '1.5.0')).toEqual({
      packageVersion: '1.5.0',
      framework: 'react',
      buildTime: '2025-10-16',
      isPublic: true,
      supportEmail: 'support@mapweave.example',
      loginUrl: 'https://account.mapweave.example/login',
      trialRequestUrl: null,
      companyLine: expect.stringContaining('MapWeave'),
      colorMode: 'toggle',
      navbarExtras: {account: true, help: true},
      monitoring: {
        enabled: false,
        applicationId: '',
        clientToken: '',
        site: 'datadoghq.eu',
        service: 'mapweave-site',
        env: 'production',
      },
      testHooks: false,
    });
  });

  it('applies every environment override', () => {
    const fields = siteFieldsFromEnv(
      {
        MAPWEAVE_SUPPORT_EMAIL: 'help@example.com',
        MAPWEAVE_LOGIN_URL: 'https://login.example.com/in',
        MAPWEAVE_TRIAL_REQUEST_URL: 'https://api.example.com/trial',
        MAPWEAVE_COMPANY_LINE: 'Example GmbH, HRB 1',
        MAPWEAVE_COLOR_MODE: 'light',
        MAPWEAVE_NAVBAR_ACCOUNT: '0',
        MAPWEAVE_NAVBAR_HELP: '0',
        MAPWEAVE_MONITORING_ENABLED: '1',
        MAPWEAVE_DATADOG_APPLICATION_ID: 'app',
        MAPWEAVE_DATADOG_CLIENT_TOKEN: 'pub',
        MAPWEAVE_DATADOG_SITE: 'datadoghq.com',
        MAPWEAVE_DATADOG_SERVICE: 'docs',
        MAPWEAVE_DATADOG_ENV: 'staging',
        MAPWEAVE_TEST_HOOKS: '1',
      },
      '2.0.0',
    );
    expect(fields).toMatchObject({
      packageVersion: '2.0.0',
      supportEmail: 'help@example.com',
      loginUrl: 'https://login.example.com/in',
      trialRequestUrl: 'https://api.example.com/trial',
      companyLine: 'Example GmbH, HRB 1',
      colorMode: 'light',
      navbarExtras: {account: false, help: false},
      monitoring: {
        enabled: true,
        applicationId: 'app',
        clientToken: 'pub',
        site: 'datadoghq.com',
        service: 'docs',
        env: 'staging',
      },
      testHooks: true,
    });
  });

  it('treats blank values as unset', () => {
    expect(siteFieldsFromEnv({MAPWEAVE_SUPPORT_EMAIL: '  ', MAPWEAVE_COLOR_MODE: ''}, '1.5.0')).toMatchObject({
      supportEmail: 'support@mapweave.example',
      colorMode: 'toggle',
    });
  });

  it.each([
    [{MAPWEAVE_COLOR_MODE: 'dark'}, 'MAPWEAVE_COLOR_MODE must be one of "toggle", "light", got "dark"'],
    [{MAPWEAVE_NAVBAR_HELP: 'no'}, 'MAPWEAVE_NAVBAR_HELP must be "1" or "0", got "no"'],
    [{MAPWEAVE_SUPPORT_EMAIL: 'support'}, 'MAPWEAVE_SUPPORT_EMAIL must be an email address, got "support"'],
    [{MAPWEAVE_LOGIN_URL: 'login.example.com'}, 'MAPWEAVE_LOGIN_URL must be an absolute http(s) URL'],
    [{MAPWEAVE_TRIAL_REQUEST_URL: 'javascript:alert(1)'}, 'MAPWEAVE_TRIAL_REQUEST_URL must be an absolute http(s) URL'],
    [{MAPWEAVE_MONITORING_ENABLED: '1'}, 'needs MAPWEAVE_DATADOG_APPLICATION_ID and MAPWEAVE_DATADOG_CLIENT_TOKEN'],
  ])('rejects %j', (env, message) => {
    expect(() => siteFieldsFromEnv(env, '1.5.0')).toThrow(message);
  });
});

describe('readSiteFields', () => {
  it('round-trips the fields built from the environment', () => {
    const fields = siteFieldsFromEnv({MAPWEAVE_TRIAL_REQUEST_URL: 'https://t.example.com'}, '1.5.0');
    expect(readSiteFields(JSON.parse(JSON.stringify(fields)))).toEqual(fields);
  });

  it('names the field that has the wrong type', () => {
    const fields = {...siteFieldsFromEnv({}, '1.5.0'), isPublic: 'yes'};
    expect(() => readSiteFields(fields)).toThrow('customFields.isPublic must be a boolean, got "yes"');
  });

  it('names nested fields and missing objects', () => {
    const base = siteFieldsFromEnv({}, '1.5.0');
    expect(() => readSiteFields({...base, navbarExtras: {account: true}})).toThrow(
      'customFields.navbarExtras.help must be a boolean, got undefined',
    );
    expect(() => readSiteFields({...base, monitoring: undefined})).toThrow('customFields.monitoring must be an object');
    expect(() => readSiteFields({...base, framework: 'vue'})).toThrow(
      'customFields.framework must be one of react, javascript, got "vue"',
    );
  });
});

describe('siteAddressFromEnv', () => {
  it('defaults to the root of mapweave.example', () => {
    expect(siteAddressFromEnv({})).toEqual({url: 'https://mapweave.example', baseUrl: '/'});
  });

  it('reads the origin and the base path', () => {
    expect(
      siteAddressFromEnv({MAPWEAVE_SITE_URL: 'https://docs.example.com/', MAPWEAVE_BASE_URL: '/mapweave/'}),
    ).toEqual({url: 'https://docs.example.com', baseUrl: '/mapweave/'});
  });

  it('rejects a site URL with a path and a base URL without slashes', () => {
    expect(() => siteAddressFromEnv({MAPWEAVE_SITE_URL: 'https://x.example.com/docs'})).toThrow(
      'must be an origin without a path',
    );
    expect(() => siteAddressFromEnv({MAPWEAVE_BASE_URL: 'mapweave'})).toThrow(
      'MAPWEAVE_BASE_URL must start and end with "/"',
    );
  });
});

describe('analyticsIdsFromEnv', () => {
  it('is empty unless ids are given', () => {
    expect(analyticsIdsFromEnv({})).toEqual({gtagId: null, gtmId: null});
  });

  it('reads well-formed ids and rejects others', () => {
    expect(analyticsIdsFromEnv({MAPWEAVE_GTAG_ID: 'G-ABC123', MAPWEAVE_GTM_ID: 'GTM-XYZ9'})).toEqual({
      gtagId: 'G-ABC123',
      gtmId: 'GTM-XYZ9',
    });
    expect(() => analyticsIdsFromEnv({MAPWEAVE_GTAG_ID: 'UA-1'})).toThrow('MAPWEAVE_GTAG_ID must look like');
  });
});
