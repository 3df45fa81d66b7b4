// The "Brand and legal" preview's inputs (issue 49): the form's values over the page as a save would store
// them, a refused value left as stored, and the widget the theme is shown on.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../studio/rules/pageSettingsDraft';
import { previewPageConfig, previewWidget } from '../../../studio/rules/themePreview';

const config = {
  pageId: 'p',
  page_name: 'Old name',
  theme: { accent: '#112233', font: 'serif' },
  widgets: [
    { widget_id: 1, widget_type: 'bar', channel: 'fb' },
    { widget_id: 2, widget_type: 'modal', channel: 'sms' },
  ],
};

describe('previewPageConfig', () => {
  it('puts the form’s values over the page, an emptied field removed', () => {
    const draft = { ...draftOf(config), page_name: ' Northbeam ', accent: '#9A3412', font: '', radius: 'round' };
    expect(previewPageConfig(config, draft)).toMatchObject({ page_name: 'Northbeam', theme: { accent: '#9A3412', radius: 'round' } });
    expect(previewPageConfig(config, draft).theme).not.toHaveProperty('font');
    expect(config.theme).toEqual({ accent: '#112233', font: 'serif' });
  });

  it('keeps the stored value where the save check refuses the typed one (a colour half typed)', () => {
    const draft = { ...draftOf(config), accent: '#12', terms_url: 'not a link' };
    const preview = previewPageConfig(config, draft);
    expect(preview.theme).toMatchObject({ accent: '#112233' });
    expect(preview).not.toHaveProperty('terms_url');
  });
});

describe('previewWidget', () => {
  it('shows the theme on the page’s modal before its bar, else on a sample box', () => {
    expect(previewWidget(config)).toMatchObject({ widget_id: 2 });
    expect(previewWidget({ widgets: [{ widget_id: 9, widget_type: 'customer_chat' }] })).toMatchObject({ widget_type: 'box', channel: 'fb' });
  });
});
