import { describe, expect, it } from 'vitest';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';
import { draftOf, sameSettings, settingsOf } from '../../../studio/rules/pageSettingsDraft';

describe('the Brand and legal form’s values', () => {
  it('reads the stored settings as texts, the unset ones empty', () => {
    expect(draftOf({ page_name: 'Harbour Coffee', theme: { accent: '#1E3A8A', radius: 'round' }, widgets: [] })).toEqual({
      page_name: 'Harbour Coffee',
      terms_url: '',
      privacy_url: '',
      accent: '#1E3A8A',
      font: '',
      radius: 'round',
    });
    expect(draftOf({ page_name: 7, theme: 'dark' })).toEqual({ page_name: '', terms_url: '', privacy_url: '', accent: '', font: '', radius: '' });
  });

  it('keeps a stored value the form cannot choose, so a save explains it', () => {
    const draft = draftOf({ theme: { font: 'comic' } });
    expect(draft.font).toBe('comic');
    expect(pageSettingsProblems(settingsOf(draft)).map((p) => p.path)).toEqual(['theme.font']);
  });

  it('sends all four fields, empty ones as empty text (removed by the server)', () => {
    const draft = { page_name: 'Harbour Coffee', terms_url: '', privacy_url: 'https://harbour.example/privacy', accent: '', font: 'serif', radius: '' };
    expect(settingsOf(draft)).toEqual({
      page_name: 'Harbour Coffee',
      terms_url: '',
      privacy_url: 'https://harbour.example/privacy',
      theme: { accent: '', font: 'serif', radius: '' },
    });
    expect(pageSettingsProblems(settingsOf(draft))).toEqual([]);
  });

  it('counts texts that differ only by surrounding spaces as saved', () => {
    const stored = draftOf({ page_name: 'Harbour Coffee' });
    expect(sameSettings({ ...stored, page_name: ' Harbour Coffee ' }, stored)).toBe(true);
    expect(sameSettings({ ...stored, font: 'serif' }, stored)).toBe(false);
  });
});
