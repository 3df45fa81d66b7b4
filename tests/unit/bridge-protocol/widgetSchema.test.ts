import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { widgetProblems, type WidgetProblem } from '../../../bridge-protocol/studio/widgetSchema';
import { TRIGGER_SECONDS_MAX, WIDTH_PX_MIN } from '../../../bridge-protocol/studio/widgetLimits';
import { TIMER_SCHEDULE_SECONDS } from '../../../loader/signals/secondsSpent';
import { EMBED_MIN_WIDTH } from '../../../frame-app/rules/embedMinWidth';
import { normalizeMediaPlacement } from '../../../frame-app/rules/mediaPlacement';
import { normalizePageTemplate } from '../../../frame-app/rules/pageTemplate';
import { navigableUrl } from '../../../loader/frames/navigate';

const DEMO_CONFIG = resolve(dirname(fileURLToPath(import.meta.url)), '../../../demo/config');

type Json = Record<string, unknown>;

/** A good bar with `data` sections replaced or extended one level deep. */
function bar(data: Record<string, Json> = {}, top: Json = {}): Json {
  const base: Record<string, Json> = {
    main: { title: 'Get 10% off', barPlacement: 'bottom', whenDisplay: { type: 'scroll', value: 30 } },
    submitted: { title: 'Thanks!', action: 'message' },
    setup: { urlWhitelist: [], urlBlacklist: [] },
  };
  const merged: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(data)) merged[key] = { ...(base[key] ?? {}), ...value };
  return { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Demo bar', data: merged, ...top };
}

const main = (fields: Json) => bar({ main: fields });
const paths = (problems: WidgetProblem[]) => problems.map((p) => p.path);
const only = (problems: WidgetProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0] as WidgetProblem;
};

describe('widgetProblems: the demo configurations', () => {
  // Demo widgets that are wrong on purpose: each shows how the product treats a broken configuration.
  // They are here to prove the schema catches them, not to be loosened around.
  const DELIBERATELY_BROKEN: Record<string, string[]> = {
    'messenger.json#83': ['data.main.buttonType'], // "Unknown buttonType": disabled with a console error
    'mixed.json#32': ['widget_type'], // "No type"
    'mixed.json#33': ['channel'], // "Bar on SMS": no layout
    'mixed.json#34': ['widget_type'], // "Unknown kind" popunder
    'triggers.json#53': ['data.main.whenDisplay.value'], // seconds "5s" never opens
    'omnichat-email.json#82': ['data.channels.whatsapp_id'], // WhatsApp on without a number: left out of the panel
  };

  const files = readdirSync(DEMO_CONFIG).filter((name) => name.endsWith('.json'));
  const widgets = files.flatMap((file) => {
    const config = JSON.parse(readFileSync(resolve(DEMO_CONFIG, file), 'utf8')) as { widgets?: Json[] };
    return (config.widgets ?? []).map((widget) => ({ key: `${file}#${String(widget.widget_id ?? widget.id)}`, widget }));
  });

  it('loads every demo configuration', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(widgets.length).toBeGreaterThan(50);
  });

  it.each(widgets.map(({ key, widget }) => [key, widget] as const))('%s has no problem unless it is broken on purpose', (key, widget) => {
    expect(paths(widgetProblems(widget))).toEqual(DELIBERATELY_BROKEN[key] ?? []);
  });
});

describe('widgetProblems: the envelope', () => {
  it('a widget that is not an object is one problem at the root', () => {
    for (const value of [null, 'bar', 3, [1]]) expect(paths(widgetProblems(value))).toEqual(['']);
  });

  it('needs an id and a known type; id and type are accepted as aliases, and reported under the key used', () => {
    expect(widgetProblems({ id: 3, type: 'bar' })).toEqual([]);
    expect(paths(widgetProblems({ widget_type: 'bar' }))).toEqual(['widget_id']);
    expect(paths(widgetProblems({ id: {}, type: 'bar' }))).toEqual(['id']);
    expect(paths(widgetProblems({ widget_id: '', widget_type: 'bar' }))).toEqual(['widget_id']);
    expect(paths(widgetProblems({ widget_id: 1, type: 'popup' }))).toEqual(['type']);
    expect(only(widgetProblems({ widget_id: 1, widget_type: 'popunder' })).message).toContain('“popunder” is not a widget type');
    expect(widgetProblems({ widget_id: 1, widget_type: 'messenger_ref_url', channel: 'fb' })).toEqual([]);
  });

  it('refuses a channel the kind has no layout on, and says which ones it has', () => {
    expect(only(widgetProblems({ widget_id: 1, widget_type: 'bar', channel: 'sms' }))).toEqual({
      path: 'channel',
      message: 'A bar has no layout on this channel: choose Messenger (fb).',
    });
    expect(only(widgetProblems({ widget_id: 1, widget_type: 'modal', channel: 'omni' })).message).toBe(
      'A modal has no layout on this channel: choose Messenger (fb) or SMS (sms).',
    );
    expect(only(widgetProblems({ widget_id: 1, widget_type: 'box', channel: 'whatsapp' })).message).toContain('is not a channel');
    for (const channel of [undefined, null, 'none', 'fb']) expect(widgetProblems({ widget_id: 1, widget_type: 'box', channel })).toEqual([]);
  });

  it('checks the name and sms_keyword as texts, and data as an object', () => {
    expect(paths(widgetProblems(bar({}, { name: 'x'.repeat(501) })))).toEqual(['name']);
    expect(paths(widgetProblems(bar({}, { name: null })))).toEqual([]);
    expect(paths(widgetProblems(bar({}, { sms_keyword: 'K'.repeat(161) })))).toEqual(['sms_keyword']);
    expect(paths(widgetProblems({ widget_id: 1, widget_type: 'bar', data: 'x' }))).toEqual(['data']);
    expect(paths(widgetProblems({ widget_id: 1, widget_type: 'bar', data: { main: [] } }))).toEqual(['data.main']);
  });
});

describe('widgetProblems: texts', () => {
  it('titles and button texts up to 500 characters, descriptions up to 5000 (the editor’s limit)', () => {
    expect(widgetProblems(main({ title: 't'.repeat(500), desc: 'd'.repeat(5000), ctaText: 'c'.repeat(500) }))).toEqual([]);
    const problems = widgetProblems(main({ title: 't'.repeat(501), desc: 'd'.repeat(5001), ctaText: 'c'.repeat(501), smsButtonText: 's'.repeat(501) }));
    expect(problems).toEqual([
      { path: 'data.main.title', message: 'Keep this to 500 characters or fewer (it has 501).' },
      { path: 'data.main.desc', message: 'Keep this to 5000 characters or fewer (it has 5001).' },
      { path: 'data.main.ctaText', message: 'Keep this to 500 characters or fewer (it has 501).' },
      { path: 'data.main.smsButtonText', message: 'Keep this to 500 characters or fewer (it has 501).' },
    ]);
  });

  it('a text must be text; null is "not set"', () => {
    expect(only(widgetProblems(main({ title: 42 })))).toEqual({ path: 'data.main.title', message: 'Enter this as text.' });
    expect(widgetProblems(main({ title: null, desc: null }))).toEqual([]);
    expect(paths(widgetProblems(bar({ submitted: { title: ['x'], desc: 'd'.repeat(5001) } })))).toEqual(['data.submitted.title', 'data.submitted.desc']);
  });
});

describe('widgetProblems: choices', () => {
  it.each([
    ['barPlacement', 'left', 'Choose top or bottom.'],
    ['slideInPlacement', 'middle', 'Choose where the slide-in sits: left or right, at the top, in the middle or at the bottom.'],
    ['skin', 'blue', 'Choose the light, the dark or the brand-colour skin.'],
    ['buttonType', 'radio', 'Choose a Messenger button or a Messenger checkbox.'],
    ['buttonSize', 'huge', 'Choose a button size: s, m or l (standard, large or xlarge for a checkbox).'],
    ['checkboxPosition', 'top', 'Choose beside or below the text for the checkbox.'],
    ['mediaType', 'audio', 'Choose a picture, a GIF or a video.'],
  ])('data.main.%s %j is refused', (field, value, message) => {
    expect(only(widgetProblems(main({ [field]: value })))).toEqual({ path: `data.main.${field}`, message });
  });

  it('every documented choice is accepted', () => {
    for (const barPlacement of ['top', 'bottom']) expect(widgetProblems(main({ barPlacement }))).toEqual([]);
    for (const slideInPlacement of ['lt', 'lm', 'lb', 'rt', 'rm', 'rb']) expect(widgetProblems(main({ slideInPlacement }))).toEqual([]);
    for (const buttonSize of ['s', 'm', 'l', 'standard', 'large', 'xlarge']) expect(widgetProblems(main({ buttonSize }))).toEqual([]);
    for (const action of ['message', 'nothing']) expect(widgetProblems(bar({ submitted: { action } }))).toEqual([]);
    expect(paths(widgetProblems(bar({ submitted: { action: 'close' } })))).toEqual(['data.submitted.action']);
    expect(paths(widgetProblems(bar({ submitted: { redirectTarget: '_blank' } })))).toEqual(['data.submitted.redirectTarget']);
  });

  it('media placements and the page template accept what the frame reads, and nothing it would replace by a default', () => {
    const samples = ['aboveHeadline', 'above_description', 'Below description', 'left', 'RIGHT', 'top', 'middle', 'bottom', 'beside', 'center', 'aboveImage'];
    for (const value of samples) {
      const accepted = widgetProblems(main({ imagePlacement: value })).length === 0;
      // The frame falls back to aboveHeadline for anything it does not know: only its own spellings of it count.
      const frameKnows = normalizeMediaPlacement(value) !== 'aboveHeadline' || ['aboveHeadline', 'top'].includes(value);
      expect([value, accepted]).toEqual([value, frameKnows]);
    }
    for (const value of ['simple', 'mediaBackground', 'media-background', 'background', 'fancy']) {
      const accepted = widgetProblems(main({ pageTemplate: value })).length === 0;
      expect([value, accepted]).toEqual([value, value === 'simple' || normalizePageTemplate(value) === 'mediaBackground']);
    }
  });

  it('booleans must be true or false: a null allowHide would take the close button away', () => {
    for (const field of ['showDescription', 'allowHide', 'pushPage', 'stickWithScroll', 'fitContainer', 'prechecked']) {
      expect(only(widgetProblems(main({ [field]: null })))).toEqual({ path: `data.main.${field}`, message: 'Turn this on or off (true or false).' });
      expect(widgetProblems(main({ [field]: false }))).toEqual([]);
    }
  });
});

describe('widgetProblems: whenDisplay and popupMessageWhenDisplay', () => {
  const when = (whenDisplay: unknown) => widgetProblems(main({ whenDisplay }));

  it('scroll is a depth from 0 to 100 %', () => {
    for (const value of [0, 30, 100, '45', 12.5]) expect(when({ type: 'scroll', value })).toEqual([]);
    for (const value of [-1, 101, null, '30%', 'x']) {
      expect(only(when({ type: 'scroll', value }))).toEqual({ path: 'data.main.whenDisplay.value', message: 'Enter a scroll depth from 0 to 100 %.' });
    }
  });

  it('seconds is a whole number from 0 to the last step of the timer schedule', () => {
    expect(TRIGGER_SECONDS_MAX).toBe(TIMER_SCHEDULE_SECONDS.at(-1));
    for (const value of [0, 5, 120, '10']) expect(when({ type: 'seconds', value })).toEqual([]);
    for (const value of [121, -5, 10.5, '5s', null]) {
      expect(only(when({ type: 'seconds', value }))).toEqual({ path: 'data.main.whenDisplay.value', message: 'Enter a whole number of seconds from 0 to 120.' });
    }
  });

  it('anchor is a non-empty element id, with or without #, without spaces', () => {
    for (const value of ['newsletter', '#newsletter', ' sign-up ']) expect(when({ type: 'anchor', value })).toEqual([]);
    expect(only(when({ type: 'anchor', value: '' })).message).toBe('Enter the id of an element on your page, such as newsletter.');
    expect(only(when({ type: 'anchor', value: '#' })).path).toBe('data.main.whenDisplay.value');
    expect(only(when({ type: 'anchor', value: 5 })).path).toBe('data.main.whenDisplay.value');
    expect(only(when({ type: 'anchor', value: 'news letter' })).message).toContain('no spaces');
  });

  it('always and exit need no value; an unknown type or a non-object is refused', () => {
    expect(when({ type: 'always', value: null })).toEqual([]);
    expect(when({ type: 'exit', value: 'anything' })).toEqual([]);
    expect(only(when({ type: 'hover', value: null })).path).toBe('data.main.whenDisplay.type');
    expect(only(when('scroll')).path).toBe('data.main.whenDisplay');
    expect(when(null)).toEqual([]);
  });

  it('the popup message trigger follows the same rules', () => {
    expect(only(widgetProblems(main({ popupMessageWhenDisplay: { type: 'scroll', value: 150 } }))).path).toBe('data.main.popupMessageWhenDisplay.value');
  });
});

describe('widgetProblems: showAgain and showAgainIfClosed', () => {
  it('always and never need no value; seconds, hours and days a whole number from 1', () => {
    for (const field of ['showAgain', 'showAgainIfClosed']) {
      expect(widgetProblems(main({ [field]: { type: 'never', value: null } }))).toEqual([]);
      expect(widgetProblems(main({ [field]: { type: 'days', value: 3 } }))).toEqual([]);
      expect(widgetProblems(main({ [field]: { type: 'hours', value: '12' } }))).toEqual([]);
      expect(only(widgetProblems(main({ [field]: { type: 'days', value: 0 } })))).toEqual({
        path: `data.main.${field}.value`,
        message: 'Enter a whole number of days, 1 or more.',
      });
      expect(only(widgetProblems(main({ [field]: { type: 'seconds', value: 1.5 } }))).message).toBe('Enter a whole number of seconds, 1 or more.');
      expect(only(widgetProblems(main({ [field]: { type: 'weeks', value: 2 } }))).path).toBe(`data.main.${field}.type`);
    }
  });
});

describe('widgetProblems: width, opacity, colours', () => {
  const width = (value: unknown) => widgetProblems({ widget_id: 1, widget_type: 'box', data: { main: { width: value } } });

  it('width: px from the minimum embed width, % from 1 to 100; an unknown unit is reported at the unit', () => {
    expect(WIDTH_PX_MIN).toBe(EMBED_MIN_WIDTH);
    expect(width({ unit: 'px', number: 350 })).toEqual([]);
    expect(width({ unit: '%', number: 100 })).toEqual([]);
    expect(only(width({ unit: 'px', number: 200 }))).toEqual({ path: 'data.main.width.number', message: 'Enter a width from 280 to 4000 px.' });
    expect(only(width({ unit: '%', number: 120 }))).toEqual({ path: 'data.main.width.number', message: 'Enter a width from 1 to 100 %.' });
    expect(only(width({ unit: 'px' }))).toEqual({ path: 'data.main.width.number', message: 'Enter a width from 280 to 4000 px.' });
    expect(only(width({ unit: 'em', number: 20 }))).toEqual({ path: 'data.main.width.unit', message: 'Choose px or % for the width.' });
    expect(only(width(350)).path).toBe('data.main.width');
  });

  it('opacity is a percentage', () => {
    expect(widgetProblems(main({ opacity: 50 }))).toEqual([]);
    expect(only(widgetProblems(main({ opacity: 140 })))).toEqual({ path: 'data.main.opacity', message: 'Enter an opacity from 0 to 100 %.' });
  });

  it('colours are hex codes, in every section that has them; unknown colour keys are kept unchecked', () => {
    const colors = { background: '#fff', headline: '#0F172A', buttonBackground: '#0084ffcc', description: '', extra: 'not a colour' };
    expect(widgetProblems(main({ colors }))).toEqual([]);
    const problems = widgetProblems(
      bar({
        main: { colors: { background: 'red', buttonText: '#12345' }, overlay: { enabled: true, overlayColor: 'rgb(0,0,0)' } },
        submitted: { colors: { buttonBackground: 'blue' } },
        appearance: { colors: { main: '#0084FF', theme: 'x' } },
        setup: { colors: { theme: '#00f' } },
      }),
    );
    expect(problems.map((p) => p.path)).toEqual([
      'data.main.colors.background',
      'data.main.colors.buttonText',
      'data.main.overlay.overlayColor',
      'data.submitted.colors.buttonBackground',
      'data.appearance.colors.theme',
    ]);
    expect(problems[0]?.message).toBe('Enter a colour as a hex code, such as #0084FF.');
  });
});

describe('widgetProblems: media links', () => {
  it('pictures are absolute http(s) addresses; the demo origin placeholder of stored demo pages passes', () => {
    const image = (img_big: unknown) => widgetProblems(main({ image: { img_big } }));
    expect(image('https://cdn.shop.test/sail.jpg')).toEqual([]);
    expect(image('{{DEMO_ORIGIN}}/media/harbour.svg')).toEqual([]);
    expect(image('')).toEqual([]);
    for (const bad of ['/media/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAA', 'ftp://x/y.png', 7]) {
      expect(only(image(bad))).toEqual({ path: 'data.main.image.img_big', message: 'Enter the picture’s web address, starting with https://.' });
    }
  });

  it('videos are YouTube or Vimeo links (SPEC §5)', () => {
    for (const link of ['https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/76979871', 'youtube.com/watch?v=aqz-KE-bpKQ']) {
      expect(widgetProblems(main({ videoLink: link }))).toEqual([]);
    }
    for (const link of ['https://example.com/video.mp4', 'https://youtube.com/watch?v=short', 'https://youtube.com.evil.test/watch?v=aqz-KE-bpKQ']) {
      expect(only(widgetProblems(main({ videoLink: link }))).path).toBe('data.main.videoLink');
    }
    expect(only(widgetProblems(bar({ submitted: { videoLink: 'nope' } }))).path).toBe('data.submitted.videoLink');
  });
});

describe('widgetProblems: the customer chat greeting’s sender (issue 49)', () => {
  it('takes a picture address and a reply time from the list, or none', () => {
    for (const setup of [{ avatarUrl: 'https://cdn.shop.test/logo.png', replyTime: 'hour' }, { avatarUrl: '', replyTime: '' }, { replyTime: 'minutes' }, { replyTime: 'day' }]) {
      expect(widgetProblems(bar({ setup }))).toEqual([]);
    }
  });
  it('refuses a picture that is not an http(s) address and a reply time not on the list, at their paths', () => {
    expect(only(widgetProblems(bar({ setup: { avatarUrl: 'javascript:alert(1)' } })))).toEqual({ path: 'data.setup.avatarUrl', message: 'Enter the picture’s web address, starting with https://.' });
    expect(only(widgetProblems(bar({ setup: { replyTime: 'soon' } })))).toEqual({
      path: 'data.setup.replyTime',
      message: 'Choose how soon you reply: minutes, hour, hours or day (or no line).',
    });
  });
});

describe('widgetProblems: the redirect after submit', () => {
  const redirect = (submitted: Json) => widgetProblems(bar({ submitted }));

  it('a redirect needs an address the loader will follow: http(s), a path on the site, or a host', () => {
    for (const url of ['https://shop.test/thanks', 'http://shop.test', '/thanks?x=1', 'shop.test/thanks', '#subscribed']) {
      expect([url, redirect({ action: 'redirect', redirectUrl: url })]).toEqual([url, []]);
      // The loader's own rule agrees: these resolve to a page it navigates to.
      expect(navigableUrl(url, 'https://host.test/page')).not.toBeNull();
    }
  });

  it('refuses what the loader would refuse, and other schemes outright', () => {
    const message = 'Enter a web address starting with https:// (or a path on your site, such as /thanks).';
    for (const url of ['javascript:alert(1)', 'mailto:a@b.test', 'ftp://files.test/x', 'https://a.test/<x>', 'data:text/html,x', 42]) {
      expect([url, redirect({ action: 'redirect', redirectUrl: url })]).toEqual([url, [{ path: 'data.submitted.redirectUrl', message }]]);
    }
  });

  it('a redirect without an address is reported; the legacy redirect flag counts too; no redirect, no check', () => {
    const missing = [{ path: 'data.submitted.redirectUrl', message: 'Enter the page to send visitors to after they subscribe.' }];
    expect(redirect({ action: 'redirect' })).toEqual(missing);
    expect(redirect({ action: 'redirect', redirectUrl: '  ' })).toEqual(missing);
    expect(redirect({ action: 'message', redirect: true })).toEqual(missing);
    expect(redirect({ action: 'message', redirectUrl: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('widgetProblems: display rules of data.setup', () => {
  it('url lists are lists of non-blank addresses, at most 100', () => {
    const setup = (fields: Json) => widgetProblems(bar({ setup: fields }));
    expect(setup({ urlWhitelist: ['shop.test/cart', '*/checkout*'], urlBlacklist: [] })).toEqual([]);
    expect(setup({ urlWhitelist: null })).toEqual([]);
    expect(setup({ urlWhitelist: ['shop.test', '', 5] })).toEqual([
      { path: 'data.setup.urlWhitelist[1]', message: 'Enter a page address, or remove this line.' },
      { path: 'data.setup.urlWhitelist[2]', message: 'Enter this page address as text.' },
    ]);
    expect(only(setup({ urlBlacklist: 'shop.test' })).path).toBe('data.setup.urlBlacklist');
    expect(only(setup({ urlBlacklist: Array.from({ length: 101 }, (_, i) => `shop.test/${i}`) })).message).toBe(
      'Keep this list to 100 entries or fewer (it has 101).',
    );
  });

  it('hideOnMobile: true, false, desktop or mobile', () => {
    for (const hideOnMobile of [true, false, 'desktop', 'mobile', undefined]) expect(widgetProblems(bar({ setup: { hideOnMobile } }))).toEqual([]);
    expect(only(widgetProblems(bar({ setup: { hideOnMobile: 'tablet' } })))).toEqual({
      path: 'data.setup.hideOnMobile',
      message: 'Choose every device, desktop only or mobile only.',
    });
  });

  it('triggerEvent (SPEC §4 manual open): a name of letters, digits, -, _, . or :, up to 64; empty is none', () => {
    for (const triggerEvent of ['spring-sale', 'Cart:add', 'promo_2026.11', 'a'.repeat(64), '', undefined]) {
      expect(widgetProblems(bar({ setup: { triggerEvent } }))).toEqual([]);
    }
    for (const triggerEvent of ['-sale', 'spring sale', 'a'.repeat(65), '<script>', 42]) {
      expect(only(widgetProblems(bar({ setup: { triggerEvent } })))).toEqual({
        path: 'data.setup.triggerEvent',
        message: 'Name the event with letters, digits, -, _, . or : (up to 64), such as spring-sale.',
      });
    }
  });

  it('ref keeps to the payload characters and length; ids are numbers or short texts', () => {
    expect(widgetProblems(bar({ setup: { ref: 'spring-sale_2024', ref_payload_field_id: 'cf_campaign', pixelId: 4711 } }))).toEqual([]);
    expect(only(widgetProblems(bar({ setup: { ref: 'spring sale!' } }))).message).toBe('Use only letters, digits and + / = - . _ (anything else is removed).');
    expect(only(widgetProblems(bar({ setup: { ref: 'a'.repeat(201) } }))).message).toContain('200 characters');
    expect(paths(widgetProblems(bar({ setup: { pixelId: { id: 1 }, ref_payload_field_id: 'x'.repeat(65) } })))).toEqual([
      'data.setup.ref_payload_field_id',
      'data.setup.pixelId',
    ]);
  });

  it('the chat bubble and omnichat start settings', () => {
    const setup = (fields: Json) => widgetProblems({ widget_id: 1, widget_type: 'omnichat', channel: 'omni', data: { setup: fields } });
    expect(setup({ desktopFirstSeen: 'opened', mobileFirstSeen: { type: 'delay', value: 15 }, minimized: 'default', dialogDelay: 3 })).toEqual([]);
    expect(setup({ desktopFirstSeen: 5, mobileFirstSeen: { type: 'hidden', value: 15 } })).toEqual([]);
    expect(paths(setup({ desktopFirstSeen: 'sometimes', mobileFirstSeen: { type: 'delay', value: -2 }, minimized: 'big', dialogDelay: 'soon' }))).toEqual([
      'data.setup.desktopFirstSeen',
      'data.setup.mobileFirstSeen.value',
      'data.setup.minimized',
      'data.setup.dialogDelay',
    ]);
  });
});

describe('widgetProblems: subscriber routing and SMS texts (data.actions)', () => {
  it('sequence is an id; opt_in_keywords a list or one comma-separated text of at most 20 keywords of 64 characters', () => {
    expect(widgetProblems(bar({ actions: { sequence: 12, opt_in_keywords: 'JOIN, START', opt_in_text: 'Subscribe' } }))).toEqual([]);
    expect(widgetProblems(bar({ actions: { sequence: 'welcome', opt_in_keywords: ['JOIN', 'START'] } }))).toEqual([]);
    expect(paths(widgetProblems(bar({ actions: { sequence: { id: 1 }, opt_in_keywords: ['JOIN', ''], opt_in_text: 'x'.repeat(161) } })))).toEqual([
      'data.actions.sequence',
      'data.actions.opt_in_text',
      'data.actions.opt_in_keywords[1]',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `K${i}`);
    expect(only(widgetProblems(bar({ actions: { opt_in_keywords: many.join(',') } }))).message).toBe('Use 20 keywords or fewer (there are 21).');
    expect(only(widgetProblems(bar({ actions: { opt_in_keywords: many } }))).path).toBe('data.actions.opt_in_keywords');
  });
});

describe('widgetProblems: omnichat channels', () => {
  const omni = (channels: Json) => widgetProblems({ widget_id: 81, widget_type: 'omnichat', channel: 'omni', data: { channels } });

  it('an enabled email or WhatsApp channel needs its address', () => {
    expect(omni({ enable_email: true, email_to: 'help@shop.test', enable_whatsapp: true, whatsapp_id: '+1 (555) 010-9999' })).toEqual([]);
    expect(omni({ enable_email: true, enable_whatsapp: true, whatsapp_id: '' })).toEqual([
      { path: 'data.channels.email_to', message: 'Enter the email address visitors write to, or turn email off.' },
      { path: 'data.channels.whatsapp_id', message: 'Enter the WhatsApp number visitors message, or turn WhatsApp off.' },
    ]);
    expect(omni({ enable_email: false, enable_whatsapp: false })).toEqual([]);
  });

  it('addresses are checked whenever they are there', () => {
    expect(omni({ email_to: 'help@shop', whatsapp_id: '555-CALL-NOW' })).toEqual([
      { path: 'data.channels.email_to', message: 'Enter an email address, such as help@your-shop.com.' },
      { path: 'data.channels.whatsapp_id', message: 'Enter a phone number with its country code, such as +1 555 010 9999.' },
    ]);
    expect(only(omni({ whatsapp_id: '+1 234' })).message).toBe('A phone number has 6 to 15 digits with its country code (this has 4).');
    expect(omni({ whatsapp_id: 15550109999 })).toEqual([]);
  });

  it('whatsapp_number is digits, whatsapp_code digits with an optional +, the toggles booleans', () => {
    expect(omni({ whatsapp_number: '5550109999', whatsapp_code: '+1' })).toEqual([]);
    expect(paths(omni({ whatsapp_number: '555 010', whatsapp_code: 'US', enable_sms: 'yes' }))).toEqual([
      'data.channels.enable_sms',
      'data.channels.whatsapp_code',
      'data.channels.whatsapp_number',
    ]);
  });
});

describe('widgetProblems: several problems at once, unknown fields kept', () => {
  it('lists every problem of a broken widget with its path, in field order', () => {
    const broken = {
      widget_id: 9,
      widget_type: 'slide_in',
      channel: 'fb',
      name: 'Broken',
      data: {
        main: {
          title: 't'.repeat(600),
          slideInPlacement: 'center',
          whenDisplay: { type: 'scroll', value: 250 },
          showAgain: { type: 'days', value: -1 },
          colors: { background: 'teal' },
        },
        submitted: { action: 'redirect', redirectUrl: 'javascript:alert(1)' },
        setup: { urlWhitelist: ['  '], hideOnMobile: 'sometimes' },
      },
    };
    expect(paths(widgetProblems(broken))).toEqual([
      'data.main.title',
      'data.main.colors.background',
      'data.main.slideInPlacement',
      'data.main.whenDisplay.value',
      'data.main.showAgain.value',
      'data.setup.urlWhitelist[0]',
      'data.setup.hideOnMobile',
      'data.submitted.redirectUrl',
    ]);
    for (const problem of widgetProblems(broken)) expect(problem.message).toMatch(/^[A-Z“].*[.]$/);
  });

  it('unknown fields and sections are never reported, and the widget is not changed', () => {
    const widget = bar({ main: { futureField: { anything: [1, 2] } }, feed_comment_settings: { reply_delay: 'x' } }, { extra: true });
    const before = JSON.stringify(widget);
    expect(widgetProblems(widget)).toEqual([]);
    expect(JSON.stringify(widget)).toBe(before);
  });

  it('a key named like an Object.prototype member is data, not a lookup', () => {
    expect(widgetProblems({ widget_id: 1, widget_type: 'bar', data: { main: { constructor: 'x', toString: 5 } } })).toEqual([]);
  });
});

describe('widgetProblems: data.submitted.nextStep (issue 29)', () => {
  const step = (nextStep: unknown) => widgetProblems(bar({ submitted: { nextStep } as Json }));

  it('accepts each kind of step, and none at all', () => {
    expect(step(undefined)).toEqual([]);
    expect(step({ type: 'messenger' })).toEqual([]);
    expect(step({ type: 'messenger', text: 'Continue in Messenger' })).toEqual([]);
    expect(step({ type: 'link', text: 'Shop the sale', url: 'https://shop.example/sale' })).toEqual([]);
    expect(step({ type: 'code', code: 'WELCOME10', text: 'Your welcome code' })).toEqual([]);
    expect(step({ type: 'none' })).toEqual([]);
  });

  it('refuses what the frame could not show, at the path of the wrong value', () => {
    expect(paths(step('WELCOME10'))).toEqual(['data.submitted.nextStep']);
    expect(paths(step({ type: 'coupon' }))).toEqual(['data.submitted.nextStep.type']);
    expect(paths(step({ type: 'link', text: 'Shop', url: 'javascript:alert(1)' }))).toEqual(['data.submitted.nextStep.url']);
    expect(paths(step({ type: 'link', text: 'Shop', url: '/sale' }))).toEqual(['data.submitted.nextStep.url']);
    expect(paths(step({ type: 'link', url: 'https://shop.example' }))).toEqual(['data.submitted.nextStep.text']);
    expect(paths(step({ type: 'code' }))).toEqual(['data.submitted.nextStep.code']);
    expect(paths(step({ type: 'code', code: 'X'.repeat(41) }))).toEqual(['data.submitted.nextStep.code']);
    expect(paths(step({ type: 'code', code: 'OK', text: 7 }))).toEqual(['data.submitted.nextStep.text']);
  });
});
