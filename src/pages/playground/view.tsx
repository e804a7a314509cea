export {default} from '@site/src/playground/StandaloneViewPage';
