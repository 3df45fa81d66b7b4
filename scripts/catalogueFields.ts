/**
 * A build keeps only the catalogue fields it reads (bridge-protocol/widgetCatalogue.ts). The catalogue
 * is one table for every part of the product, but a bundler cannot drop unused properties of an object
 * it keeps: without this the frame's first script would carry every starter text and studio name.
 * The module is replaced, for that build only, by its own data cut down to the named fields; the
 * sources, the server and the tests read the whole catalogue. tests/unit/bridge-protocol/
 * widgetCatalogue.test.ts checks the frame's rows come out the same from the cut catalogue.
 */
import type { Plugin } from 'vite';
import * as catalogue from '../bridge-protocol/widgetCatalogue';

const CATALOGUE_FILE = /[\\/]bridge-protocol[\\/]widgetCatalogue\.ts$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each row of a table of records cut to `fields`; any other export (a list of field names) as it is. */
function cut(value: unknown, fields: readonly string[]): unknown {
  if (!Array.isArray(value) || !value.every(isRecord)) return value;
  return value.map((row) => Object.fromEntries(fields.filter((field) => Object.prototype.hasOwnProperty.call(row, field)).map((field) => [field, row[field]])));
}

/** The module's source with every export cut to `fields`; refuses anything that is not JSON data. */
export function cutCatalogueSource(module: Readonly<Record<string, unknown>>, fields: readonly string[]): string {
  return Object.entries(module)
    .map(([name, value]) => {
      if (typeof value === 'function' || value === undefined) throw new Error(`widgetCatalogue.ts must hold data only; ${name} is a ${typeof value}`);
      return `export const ${name} = ${JSON.stringify(cut(value, fields))};`;
    })
    .join('\n');
}

export function catalogueFields(fields: readonly string[]): Plugin {
  return {
    name: 'mc-catalogue-fields',
    enforce: 'pre',
    load(id) {
      return CATALOGUE_FILE.test(id) ? cutCatalogueSource(catalogue, fields) : null;
    },
  };
}
