// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EditableField } from '../../../bridge-protocol/messages';
import { FrameRoot } from '../../../frame-app/boot/FrameRoot';
import { withKindDefaults, loadAllLayoutViews, kindOf } from './kindFixtures';
import { viewProps } from './viewProps';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { isSubmitted } from '../../../frame-app/machines/widgetSnapshot';
import { EDIT_DEBOUNCE_MS, EditableText } from '../../../frame-app/parts/EditableText';
import { EditModeContext } from '../../../frame-app/parts/editMode';
import { createEditSession, type EditSession } from '../../../frame-app/parts/editSession';
import { Bar } from '../../../frame-app/widgets/Bar';
import { ButtonWidget } from '../../../frame-app/widgets/ButtonWidget';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';
import { mergedDemoBar, NO_HISTORY, page, ROUTE, VIEWPORT, widgetMachineActor } from './fixtures';

// Each layout view is a lazy chunk; boot loads a widget's view before its first render, and so do these tests.
beforeAll(() => loadAllLayoutViews());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const XSS = '<img src=x onerror=alert(1)>';

let container: HTMLElement;
let root: Root;
let reports: Array<{ field: EditableField; value: string }>;
let session: EditSession;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  reports = [];
  session = createEditSession((field, value) => reports.push({ field, value }));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function renderEditing(node: ReactNode, value: EditSession | null = session): void {
  act(() => root.render(<EditModeContext.Provider value={value}>{node}</EditModeContext.Provider>));
}

function barNode(main: Record<string, unknown> = {}, submitted = false) {
  const widget = mergedDemoBar(main);
  return <Bar main={widget.data.main} submitted={widget.data.submitted} isSubmitted={submitted} label="Bar" onSubmit={vi.fn()} onClose={vi.fn()} chatLink={null} nextStepDefault="messenger" />;
}

const field = (name: EditableField) => container.querySelector<HTMLElement>(`[data-edit-field="${name}"]`);

/** What the browser does when the editor types: the DOM text changes, then `input` fires. */
function type(element: HTMLElement, text: string): void {
  act(() => {
    element.textContent = text;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function key(element: HTMLElement, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

function caretAtEnd(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

describe('EditableText outside editing mode', () => {
  it('is the plain text node, exactly as before: no editable element, markup stays text', () => {
    renderEditing(<h2>
      <EditableText field="title" text={XSS} />
    </h2>, null);
    const heading = container.querySelector('h2');
    expect(heading?.childNodes).toHaveLength(1);
    expect(heading?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(heading?.textContent).toBe(XSS);
    expect(container.querySelector('[contenteditable]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('a null field is plain text in editing mode too (e.g. the success content)', () => {
    renderEditing(barNode({}, true));
    expect(container.querySelector('[contenteditable]')).toBeNull();
    expect(container.textContent).toContain('Thanks!');
  });
});

describe('EditableText in editing mode', () => {
  it('renders each bar text as a labelled, spell-checked, plain-text editable element with the configured text', () => {
    renderEditing(barNode());
    const title = field('title');
    expect(title?.getAttribute('role')).toBe('textbox');
    expect(title?.getAttribute('aria-label')).toBe('Edit title');
    expect(title?.getAttribute('contenteditable')).toMatch(/^(plaintext-only|true)$/);
    expect(title?.getAttribute('spellcheck')).toBe('true');
    expect(title?.getAttribute('tabindex')).toBe('0');
    expect(title?.textContent).toBe('Get 10% off');
    expect(field('desc')?.getAttribute('aria-label')).toBe('Edit description');
    expect(field('desc')?.getAttribute('aria-multiline')).toBe('true');
    expect(field('ctaText')?.getAttribute('aria-label')).toBe('Edit button text');
    // The call to action keeps its look, but no button wraps a text field (axe "nested-interactive").
    expect(field('ctaText')?.closest('button')).toBeNull();
    expect(field('ctaText')?.closest('span.rounded-control')).not.toBeNull();
  });

  it('keeps empty fields on screen so the editor can fill them in', () => {
    renderEditing(barNode({ title: '', desc: '', ctaText: '' }));
    expect(field('title')?.textContent).toBe('');
    expect(field('title')?.getAttribute('data-placeholder')).toBe('Add title');
    expect(field('desc')).not.toBeNull();
    expect(field('ctaText')).not.toBeNull();
  });

  it('reports a change once, 250 ms after the last keystroke, with the plain text', () => {
    vi.useFakeTimers();
    renderEditing(barNode());
    const title = field('title') as HTMLElement;
    type(title, 'Get 20');
    act(() => vi.advanceTimersByTime(100));
    type(title, 'Get 20% off');
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS - 1));
    expect(reports).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(reports).toEqual([{ field: 'title', value: 'Get 20% off' }]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(reports).toHaveLength(1);
  });

  it('markup typed stays text: reported as typed, never parsed into elements', () => {
    vi.useFakeTimers();
    renderEditing(barNode());
    const desc = field('desc') as HTMLElement;
    type(desc, XSS);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports).toEqual([{ field: 'desc', value: XSS }]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('reports on blur at once, and a blur without a change reports nothing', () => {
    vi.useFakeTimers();
    renderEditing(barNode());
    const title = field('title') as HTMLElement;
    act(() => title.focus());
    act(() => title.blur());
    expect(reports).toEqual([]);
    act(() => title.focus());
    type(title, 'New title');
    act(() => title.blur());
    expect(reports).toEqual([{ field: 'title', value: 'New title' }]);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports).toHaveLength(1);
  });

  it('Enter in a one-line field blurs (and reports) instead of inserting a line break', () => {
    renderEditing(barNode());
    const title = field('title') as HTMLElement;
    act(() => title.focus());
    type(title, 'Hello');
    const event = key(title, 'Enter');
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).not.toBe(title);
    expect(title.textContent).toBe('Hello');
    expect(reports).toEqual([{ field: 'title', value: 'Hello' }]);
  });

  it('Enter in the button label neither inserts a newline nor submits', () => {
    const onSubmit = vi.fn();
    const widget = mergedDemoBar();
    renderEditing(<Bar main={widget.data.main} submitted={widget.data.submitted} isSubmitted={false} label="Bar" onSubmit={onSubmit} onClose={vi.fn()} chatLink={null} nextStepDefault="messenger" />);
    const label = field('ctaText') as HTMLElement;
    act(() => label.focus());
    const event = key(label, 'Enter');
    expect(event.defaultPrevented).toBe(true);
    expect(label.textContent).toBe('Send to Messenger');
    expect(document.activeElement).not.toBe(label);
  });

  it('Enter in the description inserts a plain "\\n"', () => {
    vi.useFakeTimers();
    renderEditing(barNode({ desc: 'Line one' }));
    const desc = field('desc') as HTMLElement;
    act(() => desc.focus());
    caretAtEnd(desc);
    const event = key(desc, 'Enter');
    expect(event.defaultPrevented).toBe(true);
    expect(desc.textContent).toBe('Line one\n');
    // Only the <br> that gives the trailing empty line a box (textContent ignores it).
    expect([...desc.children].map((c) => c.nodeName)).toEqual(['BR']);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports).toEqual([{ field: 'desc', value: 'Line one\n' }]);
  });

  it('pasting inserts the plain text only, one line in a one-line field', () => {
    vi.useFakeTimers();
    renderEditing(barNode({ title: '' }));
    const title = field('title') as HTMLElement;
    act(() => title.focus());
    caretAtEnd(title);
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const data: Record<string, string> = { 'text/plain': 'Big\nsale <b>now</b>', 'text/html': '<b>Big sale</b><script>x()</script>' };
    Object.defineProperty(paste, 'clipboardData', { value: { getData: (format: string) => data[format] ?? '' } });
    act(() => {
      title.dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect(title.textContent).toBe('Big sale <b>now</b>');
    expect(title.children).toHaveLength(0);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports).toEqual([{ field: 'title', value: 'Big sale <b>now</b>' }]);
  });

  it('caps the text at the 5000 characters the bridge accepts', () => {
    vi.useFakeTimers();
    renderEditing(barNode());
    const desc = field('desc') as HTMLElement;
    type(desc, 'x'.repeat(6_000));
    expect(desc.textContent).toHaveLength(5_000);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports[0]?.value).toHaveLength(5_000);
  });

  it('an edit still in its debounce is reported when the layout unmounts', () => {
    vi.useFakeTimers();
    renderEditing(barNode());
    type(field('title') as HTMLElement, 'Closed too soon');
    act(() => root.render(<div />));
    expect(reports).toEqual([{ field: 'title', value: 'Closed too soon' }]);
    act(() => vi.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(reports).toHaveLength(1);
  });

  it('a remounted field shows the edit, not the configured text', () => {
    renderEditing(barNode());
    const title = field('title') as HTMLElement;
    act(() => title.focus());
    type(title, 'Edited');
    act(() => title.blur());
    act(() => root.render(<div />));
    renderEditing(barNode());
    expect(field('title')?.textContent).toBe('Edited');
  });

  it('the button widget edits the field its label comes from', () => {
    const main = (data: Record<string, unknown>) => withKindDefaults({ widget_id: 3, widget_type: 'button', data: { main: data } }).data.main;
    renderEditing(<ButtonWidget main={main({ optInButtonText: 'Opt in', ctaText: 'Go' })} isSubmitted={false} label="B" onSubmit={vi.fn()} />);
    expect(field('optInButtonText')?.textContent).toBe('Opt in');
    renderEditing(<ButtonWidget main={main({ optInButtonText: '', ctaText: 'Go' })} isSubmitted={false} label="B" onSubmit={vi.fn()} />);
    expect(field('ctaText')?.textContent).toBe('Go');
  });

  it('box and modal texts are editable too', () => {
    const box = withKindDefaults({ widget_id: 5, widget_type: 'box', data: { main: { title: 'Box title', desc: 'Box desc', ctaText: 'Box CTA' } } });
    renderEditing(<WidgetView {...viewProps(box)} />);
    expect(['title', 'desc', 'ctaText'].map((f) => field(f as EditableField)?.textContent)).toEqual(['Box title', 'Box desc', 'Box CTA']);
    const modal = withKindDefaults({ widget_id: 6, widget_type: 'modal', data: { main: { title: 'Modal title', desc: 'Modal desc', ctaText: 'Modal CTA' } } });
    renderEditing(<WidgetView {...viewProps(modal)} />);
    expect(['title', 'desc', 'ctaText'].map((f) => field(f as EditableField)?.textContent)).toEqual(['Modal title', 'Modal desc', 'Modal CTA']);
  });
});

describe('FrameRoot in editing mode', () => {
  function startActor(editMode: boolean) {
    const actor = widgetMachineActor({
      input: { widget: mergedDemoBar(), session: NO_HISTORY, page: page(), route: ROUTE, viewport: VIEWPORT, now: () => 0, editMode, afterSubmitClass: 'overlay', placement: 'bar' },
    });
    actor.start();
    actor.send({ type: 'RENDERED' });
    return actor;
  }

  it('a click on the call to action does not submit (the editor is editing its label)', () => {
    const actor = startActor(true);
    act(() => root.render(<FrameRoot actor={actor} kind={kindOf(mergedDemoBar())} onDisplayCommitted={() => {}} editSession={session} />));
    // What stands for the button while editing: the rounded frame around the label.
    const cta = field('ctaText')?.closest('span.rounded-control') as HTMLElement;
    expect(cta).not.toBeNull();
    act(() => (field('ctaText') as HTMLElement).click());
    act(() => cta.click());
    expect(isSubmitted(actor.getSnapshot())).toBe(false);
    // The host's widget.submit() still previews the success content.
    act(() => actor.send({ type: 'SUBMIT' }));
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('without editing mode the same click submits', () => {
    const actor = startActor(false);
    act(() => actor.send({ type: 'FORCE_OPEN' }));
    act(() => root.render(<FrameRoot actor={actor} kind={kindOf(mergedDemoBar())} onDisplayCommitted={() => {}} />));
    act(() => (container.querySelector('section button[type="button"]:not([aria-label])') as HTMLButtonElement).click());
    expect(isSubmitted(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});
