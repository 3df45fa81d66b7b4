import { describe, expect, it } from 'vitest';
import { pickerHex } from '../../../studio/editor/colourText';
import { choiceOf, configuredValue, effectiveValue, isFieldRequired, isFieldVisible, storedChoice } from '../../../studio/editor/fieldValue';
import { FORM_FIELDS, type FormField } from '../../../studio/editor/formFields';
import { pageHintText } from '../../../studio/editor/pageHints';
import { fieldOfProblem, messagesAt, summaryEntries, type PlacedField } from '../../../studio/editor/problemTargets';
import { firstSeenFor, readFirstSeen, repeatFor, triggerFor, widthFor } from '../../../studio/editor/ruleValues';
import { widgetFormKind } from '../../../studio/editor/widgetFormKinds';
import { fieldDomId, parentPath } from '../../../studio/rules/fieldDomId';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { sameFieldView } from '../../../studio/editor/sameFieldView';
import { setAt } from '../../../studio/rules/widgetPath';

const barDefaults = widgetFormKind('bar', 'fb')!.defaults();
const boxDefaults = widgetFormKind('box', 'fb')!.defaults();
const f = (id: keyof typeof FORM_FIELDS): FormField => FORM_FIELDS[id] as FormField;

describe('fieldDomId', () => {
  it('derives the id from the path, list indexes as steps', () => {
    expect(fieldDomId('data.main.title')).toBe('field-data-main-title');
    expect(fieldDomId('data.setup.urlWhitelist[2]')).toBe('field-data-setup-urlWhitelist-2');
    expect(fieldDomId('name')).toBe('field-name');
    expect(fieldDomId('')).toBe('field-widget');
  });

  it('goes one step up the path', () => {
    expect(parentPath('data.main.width.number')).toBe('data.main.width');
    expect(parentPath('data.setup.urlWhitelist[2]')).toBe('data.setup.urlWhitelist');
    expect(parentPath('name')).toBe('');
  });
});

describe('fieldValue: what a field shows', () => {
  it('the configured value, else the kind default, else the field fallback', () => {
    expect(effectiveValue({ data: { main: { barPlacement: 'top' } } }, barDefaults, 'data.main.barPlacement')).toBe('top');
    expect(effectiveValue({}, barDefaults, 'data.main.whenDisplay')).toEqual({ type: 'scroll', value: 30 });
    expect(effectiveValue({}, barDefaults, 'data.main.stickWithScroll')).toBe(true);
    expect(effectiveValue({}, boxDefaults, 'data.main.whenDisplay')).toEqual({ type: 'always', value: null });
    expect(effectiveValue({}, barDefaults, 'data.main.mediaType', 'image')).toBe('image');
    // null is "not set", as the frame's merge keeps the default object under it.
    expect(effectiveValue({ data: { main: { whenDisplay: null } } }, barDefaults, 'data.main.whenDisplay')).toEqual({ type: 'scroll', value: 30 });
  });

  it('reads the second places the frame reads: the legacy redirect flag, setup sizes and skins, main.sms_keyword', () => {
    expect(configuredValue({ data: { submitted: { redirect: true } } }, 'data.submitted.action')).toBe('redirect');
    expect(configuredValue({ data: { submitted: { redirect: true, action: 'nothing' } } }, 'data.submitted.action')).toBe('nothing');
    expect(configuredValue({ data: { setup: { buttonSize: 'l' } } }, 'data.main.buttonSize')).toBe('l');
    expect(configuredValue({ data: { main: { skin: 'light' }, setup: { skin: 'dark' } } }, 'data.main.skin')).toBe('light');
    expect(configuredValue({ data: { main: { sms_keyword: 'JOIN' } } }, 'sms_keyword')).toBe('JOIN');
  });

  it('radio choices: option values, stored forms and aliases', () => {
    expect(choiceOf(f('buttonSize'), 'large')).toBe('m');
    expect(choiceOf(f('checkboxSize'), 'm')).toBe('large');
    expect(choiceOf(f('devices'), true)).toBe('desktop');
    expect(choiceOf(f('devices'), false)).toBe('every');
    expect(choiceOf(f('devices'), 'mobile')).toBe('mobile');
    expect(choiceOf(f('pageTemplate'), 'background')).toBe('mediaBackground');
    expect(choiceOf(f('skin'), 'purple')).toBeNull();
    expect(storedChoice(f('devices'), 'every')).toBe(false);
    expect(storedChoice(f('devices'), 'desktop')).toBe('desktop');
  });

  it('visibility and requirement follow the values the widget uses', () => {
    expect(isFieldVisible(f('redirectUrl'), {}, barDefaults)).toBe(false);
    expect(isFieldVisible(f('redirectUrl'), { data: { submitted: { action: 'redirect' } } }, barDefaults)).toBe(true);
    expect(isFieldVisible(f('redirectUrl'), { data: { submitted: { redirect: true } } }, barDefaults)).toBe(true);
    expect(isFieldVisible(f('barCheckboxLabel'), {}, barDefaults)).toBe(false);
    expect(isFieldVisible(f('barCheckboxLabel'), { data: { main: { buttonType: 'checkbox' } } }, barDefaults)).toBe(true);
    expect(isFieldVisible(f('width'), {}, boxDefaults)).toBe(true);
    expect(isFieldVisible(f('width'), { data: { main: { fitContainer: true } } }, boxDefaults)).toBe(false);
    // An alias counts as its option: a stored "background" template shows the overlay settings.
    expect(isFieldVisible(f('mediaOverlayEnabled'), { data: { main: { pageTemplate: 'background' } } }, boxDefaults)).toBe(true);
    expect(isFieldRequired(f('redirectUrl'), {}, barDefaults)).toBe(true);
    expect(isFieldRequired(f('title'), {}, barDefaults)).toBe(false);
  });
});

describe('ruleValues: switching the type of a pair', () => {
  it('keeps a value that still fits the new type, else gives its usual one', () => {
    expect(triggerFor('scroll', { type: 'seconds', value: 50 })).toEqual({ type: 'scroll', value: 50 });
    expect(triggerFor('seconds', { type: 'scroll', value: 50 })).toEqual({ type: 'seconds', value: 50 });
    expect(triggerFor('seconds', { type: 'scroll', value: 130 })).toEqual({ type: 'seconds', value: 10 });
    expect(triggerFor('scroll', { type: 'seconds', value: '5s' })).toEqual({ type: 'scroll', value: 30 });
    expect(triggerFor('scroll', null)).toEqual({ type: 'scroll', value: 30 });
    expect(triggerFor('anchor', { type: 'scroll', value: 30 })).toEqual({ type: 'anchor', value: '' });
    expect(triggerFor('exit', { type: 'anchor', value: 'x' })).toEqual({ type: 'exit', value: null });
    expect(repeatFor('days', { type: 'hours', value: 12 })).toEqual({ type: 'days', value: 12 });
    expect(repeatFor('days', { type: 'never', value: null })).toEqual({ type: 'days', value: 3 });
    expect(repeatFor('never', { type: 'days', value: 3 })).toEqual({ type: 'never', value: null });
    expect(widthFor('%', { unit: 'px', number: 350 })).toEqual({ unit: '%', number: 100 });
    expect(widthFor('%', { unit: 'px', number: 80 })).toEqual({ unit: '%', number: 80 });
    expect(widthFor('px', { unit: '%', number: 80 })).toEqual({ unit: 'px', number: 350 });
  });

  it('every value a switch writes passes the save check', () => {
    const main = (fields: Record<string, unknown>) => widgetProblems({ widget_id: 1, widget_type: 'box', data: { main: fields } });
    for (const type of ['always', 'scroll', 'seconds', 'exit'] as const) expect(main({ whenDisplay: triggerFor(type, { value: 500 }) })).toEqual([]);
    for (const type of ['always', 'never', 'seconds', 'hours', 'days'] as const) expect(main({ showAgain: repeatFor(type, { value: -1 }) })).toEqual([]);
    for (const unit of ['px', '%'] as const) expect(main({ width: widthFor(unit, { number: 99999 }) })).toEqual([]);
  });

  it('reads the first-seen setting in every shape the frame reads, and writes the pair', () => {
    expect(readFirstSeen('opened')).toEqual({ mode: 'opened', delay: 15 });
    expect(readFirstSeen({ type: 'hidden', value: 15 })).toEqual({ mode: 'hidden', delay: 15 });
    expect(readFirstSeen(5)).toEqual({ mode: 'delay', delay: 5 });
    expect(readFirstSeen({ type: 'delay', value: '8' })).toEqual({ mode: 'delay', delay: 8 });
    expect(readFirstSeen(undefined)).toEqual({ mode: 'hidden', delay: 15 });
    expect(firstSeenFor('delay', 8)).toEqual({ type: 'delay', value: 8 });
  });
});

describe('problemTargets', () => {
  const placed = (id: keyof typeof FORM_FIELDS, section: PlacedField['section']): PlacedField => ({ id, field: f(id), section });
  const fields = [placed('title', 'content'), placed('width', 'design'), placed('whenDisplay', 'display'), placed('urlWhitelist', 'display')];

  it('a problem belongs to the field of its path or of a path above it', () => {
    expect(fieldOfProblem('data.main.title', fields)?.id).toBe('title');
    expect(fieldOfProblem('data.main.width.number', fields)?.id).toBe('width');
    expect(fieldOfProblem('data.setup.urlWhitelist[3]', fields)?.id).toBe('urlWhitelist');
    expect(fieldOfProblem('data.main.titles', fields)).toBeNull();
    expect(fieldOfProblem('channel', fields)).toBeNull();
  });

  it('the summary follows the form’s order, problems without a field last', () => {
    const problems = [
      { path: 'channel', message: 'c' },
      { path: 'data.setup.urlWhitelist[0]', message: 'u' },
      { path: 'data.main.whenDisplay.value', message: 'w' },
      { path: 'data.main.title', message: 't' },
    ];
    expect(summaryEntries(problems, fields).map((entry) => [entry.problem.message, entry.target?.id ?? null])).toEqual([
      ['t', 'title'],
      ['w', 'whenDisplay'],
      ['u', 'urlWhitelist'],
      ['c', null],
    ]);
  });

  it('joins the messages at one path', () => {
    const problems = [
      { path: 'a', message: 'One.' },
      { path: 'a', message: 'Two.' },
      { path: 'a.b', message: 'Not this.' },
    ];
    expect(messagesAt(problems, 'a')).toBe('One. Two.');
    expect(messagesAt(problems, 'c')).toBeUndefined();
  });
});

describe('pageHints and colourText', () => {
  it('says why an enabled omnichat channel will not be listed', () => {
    expect(pageHintText('noFacebookPage', {})).toContain('no Facebook page id');
    expect(pageHintText('noFacebookPage', { fb_page_id: '1234' })).toBeNull();
    expect(pageHintText('noSmsChannel', { sms_channel_connected: true, widget_phone: '+1555' })).toBeNull();
    expect(pageHintText('noSmsChannel', { sms_channel_connected: true, widget_phone: null })).toContain('SMS is not listed');
    expect(pageHintText('noSmsChannel', { sms_channel_connected: false, widget_phone: '+1555' })).toContain('SMS is not listed');
  });

  it('gives the colour picker a #rrggbb for every hex code, null otherwise', () => {
    expect(pickerHex('#0AF')).toBe('#00aaff');
    expect(pickerHex('#0af8')).toBe('#00aaff');
    expect(pickerHex('#0084FFcc')).toBe('#0084ff');
    expect(pickerHex('teal')).toBeNull();
    expect(pickerHex(undefined)).toBeNull();
  });
});

describe('sameFieldView: which fields draw again after a change', () => {
  const write = () => {};
  const pageConfig = {};
  const pageIds: readonly string[] = [];
  const ctx = (widget: Record<string, unknown>, problems: { path: string; message: string }[] = []) => ({ widget, defaults: barDefaults, pageConfig, pageIds, problems, write });
  const before = setAt({ widget_id: 1, widget_type: 'bar' }, 'data.main.title', 'A');

  it('a change elsewhere leaves a field as it was; a change at its path, in its problems or its requirement does not', () => {
    const typed = setAt(before, 'data.main.desc', 'New');
    expect(sameFieldView({ field: f('title'), ctx: ctx(before) }, { field: f('title'), ctx: ctx(typed) })).toBe(true);
    expect(sameFieldView({ field: f('desc'), ctx: ctx(before) }, { field: f('desc'), ctx: ctx(typed) })).toBe(false);
    const problem = [{ path: 'data.main.whenDisplay.value', message: 'Enter a scroll depth from 0 to 100 %.' }];
    expect(sameFieldView({ field: f('whenDisplay'), ctx: ctx(before) }, { field: f('whenDisplay'), ctx: ctx(before, problem) })).toBe(false);
    expect(sameFieldView({ field: f('title'), ctx: ctx(before) }, { field: f('title'), ctx: ctx(before, problem) })).toBe(true);
    // The legacy redirect flag is read as the action: flipping it changes the action field.
    expect(sameFieldView({ field: f('actionOverlay'), ctx: ctx(before) }, { field: f('actionOverlay'), ctx: ctx(setAt(before, 'data.submitted.redirect', true)) })).toBe(false);
    const email = f('emailTo');
    const required = { ...email, required: { path: 'data.channels.enable_email', in: [true] } };
    expect(sameFieldView({ field: required, ctx: ctx(before) }, { field: required, ctx: ctx(setAt(before, 'data.channels.enable_email', true)) })).toBe(false);
  });
});
