export { renderStandalone } from './render-standalone';
