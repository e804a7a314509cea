import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import FrameworkNavbarItem from './FrameworkNavbarItem';
import HelpNavbarItem from './HelpNavbarItem';
import AccountNavbarItem from './AccountNavbarItem';

/** The theme's navbar item types plus MapWeave's (`type: 'custom-…'` in the navbar config). */
const MapWeaveComponentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-framework': FrameworkNavbarItem,
  'custom-help': HelpNavbarItem,
  'custom-account': AccountNavbarItem,
};

export default MapWeaveComponentTypes;
