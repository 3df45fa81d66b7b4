/**
 * The country picker of the phone field (SPEC §2, §5, §9): a button showing the selected flag and dial
 * code; it opens a panel with a search input (case-insensitive on name, native name or '+dialcode') and
 * a listbox at most 300 px high that shrinks to its results.
 *
 * The panel is a popover over the widget's own content (usePopoverPlacement: below the field row, above
 * it, or over it, within the visible part of the card / modal / omnichat panel): the frame never grows
 * for it, so an inline card never pushes the host page down and nothing is clipped.
 *
 * Keyboard: on the button, ArrowDown/ArrowUp/Enter/Space open it and a printable key opens it with that
 * letter searched; in the search input, ArrowUp/ArrowDown/Home/End move the active option, Enter picks
 * it, Escape closes and returns focus to the button. Options are also picked by click; focus leaving
 * the panel closes it, and so does the field row leaving the screen (useCloseWhenAnchorHidden.ts: the
 * visitor scrolled the host page, or the modal, away from it). The button's focus ring shows for
 * keyboard focus only (:focus-visible) and is drawn above the number field beside it.
 *
 * The open/closed and query state is view state of this control only (like a native <select>'s), so it
 * lives here; the selection itself belongs to the SMS machine (onSelect).
 */
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { searchCountries, type CountryOption } from '../rules/countrySearch';
import type { PopoverPlacement } from '../rules/popoverPlacement';
import { CountryFlag } from './CountryFlag';
import { FOCUS_RING } from '../../parts/embedStyles';
import { useCloseWhenAnchorHidden } from './useCloseWhenAnchorHidden';
import { usePopoverPlacement } from './usePopoverPlacement';
import { ownValue } from '../../../bridge-protocol/ownValue';

/** SPEC §2 "country list 300px high": its height with many results; fewer results, a shorter list. */
const COUNTRY_LIST_MAX_HEIGHT_PX = 300;

export interface CountryPickerOptions {
  /** null while the country table (lazy chunk) loads. */
  options: readonly CountryOption[] | null;
  selected: CountryOption | null;
  onSelect: (key: string) => void;
}

export function useCountryPicker({ options, selected, onSelect }: CountryPickerOptions) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const inputId = useId();
  const matches = useMemo(() => searchCountries(options ?? [], query), [options, query]);

  const openWith = (initialQuery: string): void => {
    setQuery(initialQuery);
    const index = initialQuery === '' && selected ? (options ?? []).findIndex((o) => o.key === selected.key) : 0;
    setActive(Math.max(0, index));
    setOpen(true);
  };
  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  /**
   * Closed by scrolling, not by the visitor's hand on it: focus that was in the panel goes back to the
   * button rather than to <body>, without scrolling the host page back to it. Focus elsewhere (the
   * host page) stays where it is: the frame never takes focus for this.
   */
  const closeOffScreen = (panel: HTMLElement | null): void => {
    const doc = panel?.ownerDocument;
    const focusInPanel = doc !== undefined && doc.hasFocus() && panel?.contains(doc.activeElement) === true;
    close(false);
    if (focusInPanel) buttonRef.current?.focus({ preventScroll: true });
  };
  const pick = (option: CountryOption | undefined): void => {
    if (!option) return;
    onSelect(option.key);
    close(true);
  };

  return { open, query, active, matches, buttonRef, listId, inputId, openWith, close, closeOffScreen, pick, setQuery, setActive };
}

export type CountryPickerState = ReturnType<typeof useCountryPicker>;

export function CountryButton({ picker, selected, disabled = false }: { picker: CountryPickerState; selected: CountryOption | null; disabled?: boolean }) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      picker.openWith('');
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type to search: the first letter opens the list already filtered.
      event.preventDefault();
      picker.openWith(event.key);
    }
  };
  const name = selected ? `Country code: ${selected.name} +${selected.dial}` : 'Country code';
  return (
    <button
      ref={picker.buttonRef}
      type="button"
      aria-haspopup="listbox"
      aria-expanded={picker.open}
      aria-controls={picker.open ? picker.listId : undefined}
      aria-label={name}
      disabled={disabled || selected === null}
      onClick={() => (picker.open ? picker.close(false) : picker.openWith(''))}
      onKeyDown={onKeyDown}
      // z-10 while focused: the ring is drawn over the number field that follows it, not under it.
      className={`inline-flex h-12 shrink-0 cursor-pointer items-center gap-2 rounded-l-control border border-r-0 border-slate-300 bg-slate-50 px-3 text-base text-slate-900 hover:bg-slate-100 focus-visible:z-10 disabled:cursor-wait disabled:opacity-60 ${FOCUS_RING}`}
    >
      <CountryFlag iso={selected?.iso ?? null} />
      <span className="tabular-nums">{selected ? `+${selected.dial}` : '+…'}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
        <path d="M5.5 7.5 10 12l4.5-4.5z" />
      </svg>
    </button>
  );
}

/** The panel at its tallest: its search row and borders plus a full list. */
const tallestPanel = (panel: HTMLElement): number => {
  const list = panel.querySelector('[role="listbox"]');
  return panel.offsetHeight - (list instanceof HTMLElement ? list.offsetHeight : 0) + COUNTRY_LIST_MAX_HEIGHT_PX;
};

function placementStyle(placement: PopoverPlacement | null): CSSProperties {
  // Before the first measurement (never painted: the layout effect places it first), under the row.
  if (placement === null) return { top: '100%' };
  return placement.side === 'above' ? { bottom: placement.bottom, maxHeight: placement.maxHeight } : { top: placement.top, maxHeight: placement.maxHeight };
}

/** The search input's keys: they move the active option, pick it, or close the panel. */
function onSearchKeyDown(picker: CountryPickerState, event: KeyboardEvent<HTMLInputElement>): void {
  const { active, matches } = picker;
  const last = matches.length - 1;
  const move: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last, PageDown: Math.min(last, active + 8), PageUp: Math.max(0, active - 8) };
  const target = ownValue(move, event.key);
  if (target !== undefined) {
    event.preventDefault();
    picker.setActive(Math.max(0, target));
  } else if (event.key === 'Enter') {
    event.preventDefault();
    picker.pick(matches[active]);
  } else if (event.key === 'Escape') {
    // preventDefault also tells a dialog's Escape handler that the key was used here.
    event.preventDefault();
    event.stopPropagation();
    picker.close(true);
  } else if (event.key === 'Tab') {
    picker.close(false);
  }
}

const optionId = (listId: string, index: number): string => `${listId}-o${index}`;

interface CountryListProps {
  picker: CountryPickerState;
  selected: CountryOption | null;
  listRef: Ref<HTMLUListElement>;
}

function CountryList({ picker, selected, listRef }: CountryListProps) {
  const { active, matches } = picker;
  return (
    <ul
      ref={listRef}
      id={picker.listId}
      role="listbox"
      aria-label="Countries"
      tabIndex={-1}
      className="min-h-0 overflow-y-auto overscroll-contain py-1"
      style={{ maxHeight: COUNTRY_LIST_MAX_HEIGHT_PX }}
    >
      {matches.map((option, index) => (
        <li
          key={option.key}
          id={optionId(picker.listId, index)}
          role="option"
          aria-selected={selected?.key === option.key}
          data-active={index === active ? 'true' : undefined}
          onMouseMove={() => index !== active && picker.setActive(index)}
          // mousedown would move focus out of the search input first; the click picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => picker.pick(option)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-base ${index === active ? 'bg-sky-100' : ''} ${selected?.key === option.key ? 'font-semibold' : ''}`}
        >
          <CountryFlag iso={option.iso} />
          <span className="min-w-0 flex-1 truncate">{option.name}</span>
          <span className="tabular-nums text-slate-600">+{option.dial}</span>
        </li>
      ))}
      {matches.length === 0 && <li className="px-3 py-2 text-base text-slate-500">No country found</li>}
    </ul>
  );
}

/** Rendered inside the field row (`position: relative`), which is the anchor it is placed against. */
export function CountryPanel({ picker, selected }: { picker: CountryPickerState; selected: CountryOption | null }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { open, active, matches } = picker;
  const placement = usePopoverPlacement(open, panelRef, tallestPanel);
  useCloseWhenAnchorHidden(open, panelRef, () => picker.closeOffScreen(panelRef.current));
  /** The check after a blur; an unmounted panel (its widget gone) checks nothing. */
  const blurCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurCheck.current), []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const item = listRef.current?.children[active] as HTMLElement | undefined;
    // happy-dom and old engines lack scrollIntoView; the list still works without it.
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  if (!open) return null;

  return (
    <div
      ref={panelRef}
      data-testid="country-panel"
      data-side={placement?.side}
      // Focus moving elsewhere in the widget (a click or Tab) closes it. Checked after the blur, when
      // the new focus is known; the whole frame losing focus (another window, devtools) does not close it.
      onBlur={(event) => {
        const panel = event.currentTarget;
        const doc = panel.ownerDocument;
        clearTimeout(blurCheck.current);
        blurCheck.current = setTimeout(() => {
          const now = doc.activeElement;
          if (!doc.hasFocus() || (now !== null && (panel.contains(now) || now === picker.buttonRef.current))) return;
          picker.close(false);
        }, 0);
      }}
      className="absolute inset-x-0 z-20 flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white text-left text-slate-900 shadow-lg"
      style={placementStyle(placement)}
    >
      <label htmlFor={picker.inputId} className="sr-only">
        Search countries
      </label>
      <input
        ref={inputRef}
        id={picker.inputId}
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={picker.listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length > 0 ? optionId(picker.listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search country or +code"
        value={picker.query}
        onChange={(event) => {
          picker.setQuery(event.target.value);
          picker.setActive(0);
        }}
        onKeyDown={(event) => onSearchKeyDown(picker, event)}
        className="block w-full shrink-0 border-b border-slate-200 bg-white px-3 py-2.5 text-base outline-none placeholder:text-slate-400 focus-visible:bg-sky-50"
      />
      <CountryList picker={picker} selected={selected} listRef={listRef} />
    </div>
  );
}
