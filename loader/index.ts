/** Entry of dist/loader.js (an IIFE): everything happens in boot(). */
import { boot } from './boot';

boot(window);
