export {default} from '@site/src/playground/PlaygroundPage';
