import { describe, expect, it } from 'vitest';
import { compareNaturally, isListedPage, studioPageList } from '../../../server/rules/studioPageList';

describe('studioPageList', () => {
  it('leaves out the benchmark’s and the e2e run’s pages, and keeps every other page', () => {
    expect(isListedPage('bench-1')).toBe(false);
    expect(isListedPage('e2e-list-lx3k')).toBe(false);
    for (const id of ['demo', 'sms', 'bench', 'e2e', 'my-bench-1', 'summer-e2e-sale']) expect(isListedPage(id), id).toBe(true);
  });

  it('orders ids naturally: the digits compare as numbers, case does not decide', () => {
    const ids = ['shop-10', 'Shop-3', 'shop-2', 'gallery', 'sms-2', 'sms', 'a10b', 'a9b'];
    expect([...ids].sort(compareNaturally)).toEqual(['a9b', 'a10b', 'gallery', 'shop-2', 'Shop-3', 'shop-10', 'sms', 'sms-2']);
  });

  it('gives the listed pages in that order, without changing what it was given', () => {
    const admin = (id: string) => ({ id, source: 'admin' as const });
    const pages = [admin('bench-10'), admin('promo-10'), admin('e2e-x'), admin('promo-2'), admin('bench-2')];
    expect(studioPageList(pages).map((p) => p.id)).toEqual(['promo-2', 'promo-10']);
    expect(pages.map((p) => p.id)).toEqual(['bench-10', 'promo-10', 'e2e-x', 'promo-2', 'bench-2']);
  });

  it('leaves out the demo site’s pages seeded from demo/config (test beds), and keeps one the owner saved', () => {
    const pages = [
      { id: 'editor', source: 'file' as const },
      { id: 'gallery', source: 'admin' as const },
      { id: 'northbeam-shop', source: 'admin' as const },
    ];
    expect(studioPageList(pages).map((p) => p.id)).toEqual(['gallery', 'northbeam-shop']);
  });
});
