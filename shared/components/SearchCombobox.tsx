/**
 * The home search panel (docs/search.md) as an ARIA 1.2 combobox:
 * focusing the input opens a listbox with three groups — types, cities, properties — and, for
 * typed text, first what the whole text reads ('Apartments for sale in Ghent, 2+ bedrooms', with
 * the number of properties there and the words not understood: /api/search's `reading`). Empty text
 * shows every type with its count; typed text shows matches (accents and case ignored, a number
 * matches a property ID exactly) and scrolls the panel to the top; clearing the text empties the
 * results. Arrow keys move, Enter chooses, Escape closes. Choosing goes to the filtered listing or
 * the property; Enter without a chosen option sends the form, whose `q` the listing reads the
 * same way (worker/listing-text.ts). Without JavaScript the input is a plain field of the GET
 * form around it.
 *
 * The visitor's goal (buy or rent, chosen beside the input) decides where a type or city leads
 * and which count it shows: the count is what that listing will show. Types and cities with
 * nothing in that goal are left out (a panel may then show fewer than the API's eight cities);
 * properties lead to themselves, whatever their goal.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { cityLabel, cityParam } from '../model/listing';
import { pathTable } from '../content/path-table-instance';
import { localizedHref } from '../paths/path-table';
import { propertyHref } from '../paths/property-path';
import { useNavigateTo } from '../islands/navigate';
import { useLang, useT } from '../i18n/i18n';
import { Price } from './listing/Price';
import { pictureUrl } from '../model/common';
import { api } from '../api/client';
import type { SearchAnswer } from '../api/browser-api';

interface Option {
  id: string;
  group: 'reading' | 'types' | 'cities' | 'properties';
  /** Words of the text that were not understood (the reading's option). */
  note?: string;
  label: string;
  detail?: string;
  href: string;
  thumb?: string;
  price?: { Price: number | null; PublishPrice: boolean; PriceUnit: number; Goal: number };
}

/** The panel's answer: the three groups, and for typed text its reading (GET /api/search). */
type PanelResult = SearchAnswer;

const EMPTY: PanelResult = { types: [], cities: [], properties: [] };
const DEBOUNCE_MS = 120;

export function SearchCombobox({ inputId, placeholder, goal }: { inputId: string; placeholder: string; goal: 0 | 1 }) {
  const LL = useT();
  const lang = useLang();
  const navigate = useNavigateTo();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<PanelResult>(EMPTY);
  const [active, setActive] = useState(-1);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);

  const load = (q: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    api.search
      .$get({ query: { lang, goal: String(goal), q } }, { init: { signal: controller.signal } })
      .then((res) => (res.ok ? res.json() : EMPTY))
      .then((r) => {
        setResult(r);
        setActive(-1);
        if (q) panel.current?.scrollTo({ top: 0 });
      })
      .catch(() => undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a new function each render; the search runs when the text or the panel changes
  useEffect(() => {
    if (!open) return;
    if (text === '') return;
    const timer = setTimeout(() => load(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, open, goal]);
  useEffect(() => () => request.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new goal clears the highlighted option
  useEffect(() => setActive(-1), [goal]);
  // This component loads after the page: adopt what the visitor typed (and the focus) before it came.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the component replaces the server's input
  useEffect(() => {
    const el = input.current;
    if (el?.value) setText(el.value);
    if (el && document.activeElement === el) {
      setOpen(true);
      if (!el.value) load('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const listing = localizedHref(pathTable, lang, goal === 1 ? '/for-rent/' : '/for-sale/');
  const count = (x: { SaleCount: number; RentCount: number }) => (goal === 1 ? x.RentCount : x.SaleCount);
  const reading = result.reading;
  const options: Option[] = [
    // What the whole text reads (Enter without picking goes there too, through the form).
    ...(reading && text.trim()
      ? [
          {
            id: `${listId}-r`,
            group: 'reading' as const,
            label: reading.label,
            ...(reading.count !== undefined ? { detail: String(reading.count) } : {}),
            ...(reading.unread.length ? { note: LL.SEARCH.unread({ words: reading.unread.join(' ') }) } : {}),
            href: reading.href,
          },
        ]
      : []),
    ...result.types
      .filter((t) => count(t) > 0)
      .map((t) => ({
        id: `${listId}-t${t.ID}`,
        group: 'types' as const,
        label: t.Name,
        detail: String(count(t)),
        href: `${listing}?type=${t.ID}`,
      })),
    ...result.cities
      .filter((c) => count(c) > 0)
      .map((c) => ({
        id: `${listId}-c${c.Zip}-${c.Name}`,
        group: 'cities' as const,
        label: cityLabel(cityParam(c)),
        detail: String(count(c)),
        href: `${listing}?city=${encodeURIComponent(cityParam(c))}`,
      })),
    ...result.properties.map((p) => ({
      id: `${listId}-p${p.ID}`,
      group: 'properties' as const,
      label: p.Title,
      detail: `${p.Zip} ${p.City} · ${p.ID}`,
      href: propertyHref(pathTable, lang, p),
      ...(p.SmallPictureItem ? { thumb: pictureUrl(p.SmallPictureItem, 60) } : {}),
      price: p,
    })),
  ];

  const choose = (o: Option) => {
    setOpen(false);
    navigate(o.href);
  };

  const groups: { key: Option['group']; title: string }[] = [
    { key: 'reading', title: LL.SEARCH.yourSearch() },
    { key: 'types', title: LL.SEARCH.types() },
    { key: 'cities', title: LL.SEARCH.cities() },
    { key: 'properties', title: LL.SEARCH.properties() },
  ];
  const expanded = open && options.length > 0;
  const activeOption = options[active];

  return (
    <div className="combo">
      <input
        ref={input}
        id={inputId}
        name="q"
        type="text"
        role="combobox"
        className="input search-block__input"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
        value={text}
        onFocus={() => {
          setOpen(true);
          if (text === '') load('');
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setOpen(true);
          if (next === '') {
            request.current?.abort();
            setResult(EMPTY);
            setActive(-1);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            if (!open) setOpen(true);
            if (options.length === 0) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (i + step + options.length + (i === -1 && step < 0 ? 1 : 0)) % options.length);
          } else if (e.key === 'Enter' && expanded && activeOption) {
            e.preventDefault();
            choose(activeOption);
          } else if (e.key === 'Escape') {
            if (expanded) {
              e.preventDefault();
              setOpen(false);
              setActive(-1);
            } else if (text) {
              setText('');
              setResult(EMPTY);
            }
          }
        }}
      />
      <div ref={panel} className="combo__panel" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={LL.SEARCH.label()}>
          {groups.map((g) => {
            const items = options.filter((o) => o.group === g.key);
            if (items.length === 0) return null;
            return (
              <div key={g.key} role="group" aria-labelledby={`${listId}-${g.key}`} className="combo__group">
                <div role="presentation" id={`${listId}-${g.key}`} className="combo__group-title">
                  {g.title}
                </div>
                {items.map((o) => (
                  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: combobox options are reached through the input's aria-activedescendant and its arrow keys, not focus
                  <div
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={activeOption?.id === o.id}
                    className={`combo__option combo__option--${o.group}${activeOption?.id === o.id ? ' combo__option--active' : ''}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(o)}
                  >
                    {o.thumb && <img src={o.thumb} alt="" width={40} height={40} className="combo__thumb" />}
                    <span className="combo__label">
                      {o.label}
                      {o.note && <span className="combo__note">{o.note}</span>}
                    </span>
                    {o.price ? <Price p={o.price} className="combo__detail combo__price" /> : null}
                    {o.detail && <span className="combo__detail">{o.detail}</span>}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
