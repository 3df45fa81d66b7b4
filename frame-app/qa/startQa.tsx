/**
 * Entry of QA mode, loaded with a dynamic import() so none of it is in the widget frame's initial JS.
 */
import './qa.css';
import { createRoot } from 'react-dom/client';
import { findFixture } from './fixtures';
import { FixtureIndex } from './FixtureIndex';
import { QaApp } from './QaApp';

export function startQa(container: HTMLElement, fixtureName: string): void {
  const fixture = findFixture(fixtureName);
  document.title = fixture ? `QA · ${fixtureName} · widget frame` : 'QA · fixtures · widget frame';
  // The QA page is an ordinary, opaque, scrolling page; the widget frame is neither.
  document.documentElement.classList.add('qa', 'bg-slate-100');
  const root = createRoot(container);
  root.render(fixture ? <QaApp name={fixtureName} fixture={fixture} /> : <FixtureIndex requested={fixtureName} />);
}
