import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {CheckboxGroup} from '@site/src/components/Demo/controls';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import type {DemoMapState} from '@site/src/components/Demo/useDemoMap';
import IgnoredLinkStateNote from '@site/src/components/Demo/IgnoredLinkStateNote';
import {NO_CHECKS, useDemoUrlState} from '@site/src/components/Demo/useDemoUrlState';
import {booleanParam, knownIds, stringParam, type DemoStateChecks} from '@site/src/components/Demo/demo-url-state';
import {matchesFilter} from '@site/src/components/Demo/option-filter';
import {formatGbps, UTILISATION_BANDS, type NetworkManagementData, type NetworkSite} from './model';
import type {NetworkScenario} from './backbone';
import {FAILED_COLOR, ROLE_COLOR, SPLIT_OFF_COLOR} from './colors';
import type {NetworkManagementController} from './map';
import panelStyles from '@site/src/components/Demo/panel.module.css';
import styles from './Panel.module.css';

const ID = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/;
const ID_LIST = /^[a-z0-9]+(?:-+[a-z0-9]+)*(?:,[a-z0-9]+(?:-+[a-z0-9]+)*)*$/;

export const NETWORK_STATE = {
  fl: stringParam(ID_LIST),
  fs: stringParam(ID_LIST),
  site: stringParam(ID),
  from: stringParam(ID),
  to: stringParam(ID),
  combine: booleanParam(false),
};

function split(list: string | null): string[] {
  return list ? list.split(',') : [];
}

function join(ids: readonly string[]): string | null {
  return ids.length > 0 ? [...new Set(ids)].sort().join(',') : null;
}

function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

type Map = DemoMapState<NetworkManagementController, NetworkManagementData>;

export default function NetworkManagementPanel({map}: {map: Map}): ReactNode {
  const {controller, data} = map;
  const checks = useMemo((): DemoStateChecks<typeof NETWORK_STATE> => {
    if (!data) return NO_CHECKS;
    const site = knownIds(new Set(data.sites.map(({id}) => id)));
    return {fl: knownIds(new Set(data.links.map(({id}) => id))), fs: site, site, from: site, to: site};
  }, [data]);
  const [state, update, , ignored] = useDemoUrlState(NETWORK_STATE, checks);
  const scenario: NetworkScenario = useMemo(
    () => ({
      failedLinks: split(state.fl),
      failedSites: split(state.fs),
      routeFrom: state.from,
      routeTo: state.to,
      selectedSite: state.site,
      combine: state.combine,
    }),
    [state],
  );
  const analysis = useMemo(() => controller?.analyse(scenario) ?? null, [controller, scenario]);
  useEffect(() => {
    if (controller && analysis) controller.show(scenario, analysis);
  }, [controller, scenario, analysis]);

  const latest = useRef({scenario, update});
  useEffect(() => {
    latest.current = {scenario, update};
  });
  useEffect(() => {
    controller?.setClickHandler(({type, id}) => {
      const {scenario: current, update: write} = latest.current;
      if (type === 'link') write({fl: join(toggled(current.failedLinks, id))});
      else write({site: current.selectedSite === id ? null : id});
    });
    return () => controller?.setClickHandler(null);
  }, [controller]);

  const sites = useMemo(() => data?.sites ?? [], [data]);
  const siteById = useMemo(() => new Map(sites.map((site) => [site.id, site])), [sites]);
  const siteName = (id: string) => siteById.get(id)?.name ?? id;
  const links = data?.links ?? [];
  const linkName = (id: string) => {
    const link = links.find((candidate) => candidate.id === id);
    return link ? `${siteName(link.a)} – ${siteName(link.b)}` : id;
  };
  const selected = state.site ? siteById.get(state.site) : undefined;
  const ready = controller !== null && data !== null;

  return (
    <>
      <IgnoredLinkStateNote ignored={[...ignored, ...map.ignoredLinkState]} />
      <CheckboxGroup
        legend="Map"
        options={[{value: 'combine', label: 'Combine nearby sites when zoomed out'}]}
        value={state.combine ? ['combine'] : []}
        onChange={(next) => update({combine: next.includes('combine')})}
      />
      <FailurePicker
        disabled={!ready}
        label="Fail a link"
        noun="link"
        options={links
          .filter((link) => !scenario.failedLinks.includes(link.id))
          .map((link) => ({id: link.id, name: `${linkName(link.id)} (${link.kind}, ${formatGbps(link.capacity)})`}))}
        onFail={(id) => update({fl: join([...scenario.failedLinks, id])})}
      />
      <FailurePicker
        disabled={!ready}
        label="Fail a site"
        noun="site"
        options={sites
          .filter((site) => !scenario.failedSites.includes(site.id))
          .map((site) => ({id: site.id, name: siteLabel(site)}))}
        onFail={(id) => update({fs: join([...scenario.failedSites, id])})}
      />
      {(scenario.failedLinks.length > 0 || scenario.failedSites.length > 0) && (
        <div>
          <h2 className={styles.heading}>Failed</h2>
          <ul className={styles.failures}>
            {scenario.failedSites.map((id) => (
              <li key={id}>
                Site {siteName(id)}{' '}
                <button
                  type="button"
                  className="button button--sm button--link"
                  aria-label={`Restore site ${siteName(id)}`}
                  onClick={() => update({fs: join(toggled(scenario.failedSites, id))})}
                >
                  Restore
                </button>
              </li>
            ))}
            {scenario.failedLinks.map((id) => (
              <li key={id}>
                Link {linkName(id)}{' '}
                <button
                  type="button"
                  className="button button--sm button--link"
                  aria-label={`Restore link ${linkName(id)}`}
                  onClick={() => update({fl: join(toggled(scenario.failedLinks, id))})}
                >
                  Restore
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => update({fl: null, fs: null})}
          >
            Restore all
          </button>
        </div>
      )}
      <fieldset className={styles.route}>
        <legend className={styles.heading}>Route between two sites</legend>
        <SiteSelect
          label="From"
          sites={sites}
          value={state.from}
          onChange={(id) => update({from: id})}
          disabled={!ready}
        />
        <SiteSelect label="To" sites={sites} value={state.to} onChange={(id) => update({to: id})} disabled={!ready} />
        {state.from && state.to && analysis && (
          <p className={styles.result} role="status">
            {analysis.route
              ? `${analysis.route.nodes.map(siteName).join(' → ')} (${analysis.route.links.length} ${analysis.route.links.length === 1 ? 'hop' : 'hops'})`
              : `No route between ${siteName(state.from)} and ${siteName(state.to)}.`}
          </p>
        )}
      </fieldset>
      {selected && (
        <div className={styles.card} aria-label={`Site ${selected.name}`} role="group">
          <h2 className={styles.heading}>{siteLabel(selected)}</h2>
          <p>
            {selected.role === 'core' ? 'Core site' : `Edge site homed on ${siteName(selected.core ?? '')}`},{' '}
            {selected.region}. {links.filter((link) => link.a === selected.id || link.b === selected.id).length} links.
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => update({fs: join(toggled(scenario.failedSites, selected.id))})}
            >
              {scenario.failedSites.includes(selected.id) ? 'Restore site' : 'Fail site'}
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => update({from: selected.id})}
            >
              Route from here
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => update({to: selected.id})}
            >
              Route to here
            </button>
          </div>
        </div>
      )}
      {analysis && data && (
        <dl className={styles.stats} aria-live="polite">
          <dt>Demands routed</dt>
          <dd>
            {data.demands.length - analysis.routing.unrouted.length} of {data.demands.length}
          </dd>
          <dt>Rerouted</dt>
          <dd>{analysis.routing.rerouted}</dd>
          <dt>Traffic lost</dt>
          <dd>{formatGbps(analysis.routing.lostGbps)}</dd>
          <dt>Peak utilisation</dt>
          <dd>{Math.round(analysis.peakUtilisation * 100)} %</dd>
          <dt>Overloaded links</dt>
          <dd>{analysis.overloaded.length === 0 ? 'none' : analysis.overloaded.map(linkName).join('; ')}</dd>
          <dt>Sites split off</dt>
          <dd>{analysis.splitOff.length === 0 ? 'none' : analysis.splitOff.map(siteName).join(', ')}</dd>
        </dl>
      )}
    </>
  );
}

function siteLabel(site: NetworkSite): string {
  return `${site.name} (${site.country}, ${site.role})`;
}

function FailurePicker({
  label,
  noun,
  options,
  onFail,
  disabled,
}: {
  label: string;
  /** What the button fails: "link" or "site". */
  noun: string;
  options: {id: string; name: string}[];
  onFail: (id: string) => void;
  disabled: boolean;
}): ReactNode {
  const [choice, setChoice] = useState('');
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = options.filter((option) => matchesFilter(option.name, filter));
  // While a filter is typed its first match is chosen, so that Enter in the filter fails it.
  const value = shown.some((option) => option.id === choice)
    ? choice
    : filter.trim() === ''
      ? ''
      : (shown[0]?.id ?? '');
  return (
    <div className={styles.picker}>
      <div>
        <label htmlFor={id} className={styles.heading}>
          {label}
        </label>
        <FilterBox
          name={`Filter the ${noun}s to fail`}
          noun={noun}
          total={options.length}
          matches={shown.length}
          value={filter}
          onChange={setFilter}
          onEnter={() => {
            if (value !== '') onFail(value);
          }}
          controls={id}
          disabled={disabled}
        />
        <select id={id} value={value} onChange={(event) => setChoice(event.target.value)} disabled={disabled}>
          {filter.trim() === '' && <option value="">Choose…</option>}
          {shown.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--sm button--danger"
        disabled={disabled || value === ''}
        onClick={() => onFail(value)}
      >
        Fail {noun}
      </button>
    </div>
  );
}

/** A typed filter for a long list: Enter takes its first match; the number of matches is announced. */
function FilterBox({
  name,
  noun,
  total,
  matches,
  value,
  onChange,
  onEnter,
  controls,
  disabled,
}: {
  /** The input's accessible name. */
  name: string;
  /** What the list holds, singular: "link", "site". */
  noun: string;
  total: number;
  matches: number;
  value: string;
  onChange: (filter: string) => void;
  onEnter: () => void;
  /** Id of the list it filters. */
  controls: string;
  disabled: boolean;
}): ReactNode {
  return (
    <>
      <input
        type="search"
        className={styles.filter}
        aria-label={name}
        aria-controls={controls}
        placeholder={`Type to filter ${total} ${noun}s`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEnter();
        }}
      />
      <p className={panelStyles.srOnly} role="status">
        {value.trim() === '' ? '' : `${matches} of ${total} ${noun}s match`}
      </p>
    </>
  );
}

/** A route end: the sites that match the typed filter (the chosen one always listed); Enter picks the first match. */
function SiteSelect({
  label,
  sites,
  value,
  onChange,
  disabled,
}: {
  label: string;
  sites: readonly NetworkSite[];
  value: string | null;
  onChange: (id: string | null) => void;
  disabled: boolean;
}): ReactNode {
  const [filter, setFilter] = useState('');
  const id = useId();
  const matching = sites.filter((site) => matchesFilter(siteLabel(site), filter));
  const shown = sites.filter((site) => site.id === value || matching.includes(site));
  return (
    <div className={styles.siteSelect}>
      <label htmlFor={id}>{label}</label>
      <FilterBox
        name={`Filter the sites for ${label}`}
        noun="site"
        total={sites.length}
        matches={matching.length}
        value={filter}
        onChange={setFilter}
        onEnter={() => {
          if (matching[0]) onChange(matching[0].id);
        }}
        controls={id}
        disabled={disabled}
      />
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        disabled={disabled}
      >
        <option value="">None</option>
        {shown.map((site) => (
          <option key={site.id} value={site.id}>
            {siteLabel(site)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NetworkLegend(): ReactNode {
  return (
    <Legend>
      <strong>Link utilisation</strong>
      <ul>
        {UTILISATION_BANDS.map((band) => (
          <LegendKey key={band.id} mark="line" color={band.color}>
            {band.label}
          </LegendKey>
        ))}
        <LegendKey mark="line" color={FAILED_COLOR}>
          Failed (dashed)
        </LegendKey>
      </ul>
      <strong>Sites</strong>
      <ul>
        <LegendKey mark="dot" color={ROLE_COLOR.core}>
          Core site (larger)
        </LegendKey>
        <LegendKey mark="dot" color={ROLE_COLOR.edge}>
          Edge site
        </LegendKey>
        <LegendKey mark="dot" color={FAILED_COLOR}>
          Failed site
        </LegendKey>
        <LegendKey mark="dot" color={SPLIT_OFF_COLOR}>
          Cut off from the core
        </LegendKey>
        <LegendKey mark="glyph" color={ROLE_COLOR.core} glyph="4">
          Grouped sites, how many (red ring: some down)
        </LegendKey>
      </ul>
    </Legend>
  );
}
