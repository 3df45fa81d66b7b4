import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, paintedDocument } from '../../../server/rules/paintedDocument';
import { scriptSafeJson } from '../../../server/rules/scriptSafeJson';
import { FIRST_VIEW_STATE_ID, PAINTED_ATTRIBUTE } from '../../../bridge-protocol/paintedDocument';
import { APP_PRELOAD_ATTRIBUTE } from '../../../bridge-protocol/paintedDocument';

const built = `<!doctype html><html><head><title>frame</title></head><body>\n    ${EMPTY_ROOT}\n  </body></html>`;
const view = (state: unknown, markup = '<p class="t">Hi</p>') => ({ ok: true as const, markup, state, styles: [] });

/** The text of the state's script element, as an HTML parser would end it: at the first `</script`. */
const scriptText = (html: string): string => {
  const open = `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
};

describe('paintedDocument', () => {
  it('fills the root with the markup, marked painted, and follows it with the state', () => {
    const html = paintedDocument(built, view({ kind: 'bar', open: true }));
    expect(html).toBe(
      '<!doctype html><html><head><title>frame</title></head><body>\n    ' +
        `<div id="root" class="frame-root" ${PAINTED_ATTRIBUTE}=""><p class="t">Hi</p></div>` +
        `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">{"kind":"bar","open":true}</script>` +
        '\n  </body></html>',
    );
    expect(html).not.toContain(EMPTY_ROOT);
  });

  it('keeps a state holding </script>, <!-- and line separators inside its script, and JSON.parse reads it back', () => {
    const state = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', sep: 'a\u2028b\u2029c' };
    const html = paintedDocument(built, view(state));
    const text = scriptText(html);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(state);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('inserts the markup as it is, even with $ patterns String.replace would read', () => {
    expect(paintedDocument(built, view(null, "<b>$&$'$1</b>"))).toContain(`${PAINTED_ATTRIBUTE}=""><b>$&$'$1</b></div>`);
  });

  it("leaves out the frame app's preloads, and every other link of the head", () => {
    const head =
      '<head>\n    <script async type="module" crossorigin src="./assets/early.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="./assets/early.css">\n' +
      `    <link rel="modulepreload" crossorigin href="./assets/frame.js" ${APP_PRELOAD_ATTRIBUTE}>\n` +
      `    <link rel="modulepreload" crossorigin href="./assets/main.js" ${APP_PRELOAD_ATTRIBUTE}>\n  </head>`;
    const html = paintedDocument(`<!doctype html><html>${head}<body>${EMPTY_ROOT}</body></html>`, view({}, `<a href="x" ${APP_PRELOAD_ATTRIBUTE}>x</a>`));
    expect(html).toContain(
      '<head>\n    <script async type="module" crossorigin src="./assets/early.js"></script>\n    <link rel="stylesheet" crossorigin href="./assets/early.css">\n  </head>',
    );
    expect(html).not.toContain('modulepreload');
    // The markup after the head is not the build's: it is left as it is.
    expect(html).toContain(`<a href="x" ${APP_PRELOAD_ATTRIBUTE}>x</a>`);
  });

  it('throws when the built document has no empty root, or more than one', () => {
    expect(() => paintedDocument('<!doctype html><div id="root"></div>', view({}))).toThrow(/no <div id="root" class="frame-root"><\/div>/);
    expect(() => paintedDocument(`${EMPTY_ROOT}${EMPTY_ROOT}`, view({}))).toThrow(/more than one/);
  });

  it('escapes exactly <, >, &, U+2028 and U+2029', () => {
    expect(scriptSafeJson('<>&\u2028\u2029é')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029é"');
    expect(() => scriptSafeJson(undefined)).toThrow();
  });
});
