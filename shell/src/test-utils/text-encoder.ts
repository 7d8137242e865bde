// react-router reads TextEncoder as it loads, and jsdom has none: tests that render a real
// router import this first.
import { TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder });
