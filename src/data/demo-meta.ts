import type {SdkFeatureId} from './features';

export interface DemoFeatureUse {
  feature: SdkFeatureId;
  /** What the demo does with the feature. */
  use: string;
}

export interface Demo {
  id: string;
  /** Short name for cards. */
  name: string;
  /** The page's heading and title. */
  title: string;
  /** One sentence for cards and the page description. */
  summary: string;
  /** The situation the demo puts the analyst in, paragraph by paragraph. */
  scenario: string[];
  features: DemoFeatureUse[];
  /** What the demo's data is and where it comes from. */
  data: string[];
  /** Short instructions in the side panel: things to do with the controls and the map. */
  tryThis: string[];
  /** Ids of the examples (examples/<id>/) that use the same API, linked from the panel. */
  examples: string[];
}

/** The one sentence about the demos' data, the same on the home page and in every demo's panel. */
export const DATA_ORIGIN = 'Real places, ports and sea lanes from open data; invented people, vessels and events.';

/** Sentences several demos' notes on their data share. */
export const DATA_NOTES = {
  fictitious:
    'All people, organisations, vessels, devices and events in it are invented for the demo; any resemblance to real ones is a coincidence.',
  places: 'Real places are used only as locations: their names and coordinates come from GeoNames (CC BY 4.0).',
  basemap:
    'The basemap is the standalone adapter’s embedded world map, drawn from Natural Earth (public domain) through world-atlas.',
};
