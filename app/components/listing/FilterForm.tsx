/**
 * The listing's filter form (docs/search.md): city (and a distance around it), region or province,
 * property type, price range (with prices on request when asked), bedrooms, garages, parking,
 * garden, terrace — and the goal on flag lists; under 'More filters' (open when one of them is
 * set): living area, plot, EPC label, new build, and 'Show sold and rented'. Its toggle says how
 * many filters are active ('Filters 3', app/listing/active-filters.ts). A plain GET form that
 * works the same with and without JavaScript (its empty fields mean "no filter"); it loads the
 * filtered page at its results (`#results`). Below 1100 px it sits in a <details> disclosure ("Filters"), which needs no script
 * and does not move the page when scripts start; from 1100 px it is always shown beside the results.
 *
 * The city is a select: it shows 'Ghent (9000)' and sends 'Ghent|9000' (docs/search.md), with or
 * without JavaScript (a free text from the home search stays selectable as it is). Once a city
 * is chosen, a distance ('within 10 km') searches around its centre (app/listing/city-radius.ts:
 * the worker redirects the form's `city` + `radius` to `near` + `radius`);
 * the distance is hidden by CSS alone (`:has`) while no city is chosen. The prices
 * are text fields with a numeric keyboard, without `step` or `pattern`: the browser refuses no
 * budget, and '250.000', '1,275' or '€ 250 000' are read as whole euros by the same rule on the
 * server and in the browser (shared/listing/amount.ts); a text that is no amount is no filter.
 */
import { useId } from 'react';
import type { City, PropertyType } from '../../../shared/model/taxonomy';
import { cityLabel, cityParam } from '../../../shared/model/listing';
import { formatNumber } from '../../../shared/format/number';
import type { ListingSearch } from '../../../shared/listing/search-params';
import { cityAt, RADIUS_CHOICES } from '../../listing/city-radius';
import { useLang, useT } from '../../../shared/i18n/i18n';
import { EPC_CHOICES } from '../../../shared/listing/epc-filter';
import { PLACES } from '../../../shared/listing/places';
import { Icon } from '../../../shared/components/Icon';
import { RESULTS_ID } from './ResultsSection';

export function FilterForm({
  search,
  types,
  cities,
  action,
  goalChoice,
  goal,
  active = 0,
}: {
  search: ListingSearch;
  types: PropertyType[];
  cities: City[];
  action: string;
  /** Flag lists let the visitor choose sale or rent. */
  goalChoice: boolean;
  goal?: 0 | 1;
  /** How many filters are active (the toggle's count). */
  active?: number;
}) {
  const LL = useT();
  const lang = useLang();
  const F = LL.FILTERS;
  const more =
    search.minArea !== undefined ||
    search.maxArea !== undefined ||
    search.minPlot !== undefined ||
    search.epc !== undefined ||
    search.newBuild === true ||
    search.closed === true;
  const surface = (n: number | undefined) => (n === undefined ? '' : String(n));
  const id = useId();
  const shownTypes = types.filter((t) => (goal === undefined ? true : goal === 0 ? t.Sale : t.Rent));
  const count = (t: PropertyType) => (goal === 0 ? t.SaleCount : goal === 1 ? t.RentCount : t.SaleCount + t.RentCount);
  const price = (n: number | undefined) => (n === undefined ? '' : formatNumber(n));
  // A search around a city shows that city and distance; another `near` stays as hidden fields.
  const around = cityAt(cities, search.near);
  const city = around ? cityParam(around) : search.city;
  const radii = [...new Set([...RADIUS_CHOICES, ...(search.radius ? [Number(search.radius)] : [])])];
  return (
    <details className="filters">
      <summary className="button button--outline filters__toggle">
        <Icon name="filter" size={18} /> {LL.LISTING.filters()}
        {active > 0 && (
          <>
            <span className="filters__count" aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">, {F.activeCount({ count: active })}</span>
          </>
        )}
      </summary>
      <form
        id={`${id}-form`}
        className="filters__form"
        method="get"
        action={`${action}#${RESULTS_ID}`}
        aria-label={LL.LISTING.filters()}
      >
        {goalChoice && (
          <fieldset className="filters__goal">
            <legend>{LL.LISTING.goal()}</legend>
            <label>
              <input type="radio" name="goal" value="" defaultChecked={search.goal === undefined} />{' '}
              {LL.LISTING.goalAny()}
            </label>
            <label>
              <input type="radio" name="goal" value="0" defaultChecked={search.goal === 0} /> {LL.SEARCH.forSale()}
            </label>
            <label>
              <input type="radio" name="goal" value="1" defaultChecked={search.goal === 1} /> {LL.SEARCH.forRent()}
            </label>
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={`${id}-city`}>{LL.LISTING.city()}</label>
          <select id={`${id}-city`} name="city" className="input" defaultValue={city ?? ''}>
            <option value="">{LL.LISTING.any()}</option>
            {city && !cities.some((c) => cityParam(c) === city) && <option value={city}>{cityLabel(city)}</option>}
            {cities.map((c) => (
              <option key={cityParam(c)} value={cityParam(c)}>
                {cityLabel(cityParam(c))}
              </option>
            ))}
          </select>
        </div>
        <div className={`field filters__radius${search.near && !around ? ' filters__radius--shown' : ''}`}>
          <label htmlFor={`${id}-radius`}>{LL.LISTING.radius()}</label>
          <select id={`${id}-radius`} name="radius" className="input" defaultValue={search.radius ?? ''}>
            <option value="">{LL.LISTING.radiusCity()}</option>
            {radii.map((km) => (
              <option key={km} value={km}>
                {LL.LISTING.radiusKm({ km })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-region`}>{F.region()}</label>
          <select id={`${id}-region`} name="region" className="input" defaultValue={search.region ?? ''}>
            <option value="">{F.regionAny()}</option>
            {PLACES.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{LL.LISTING.type()}</label>
          <select id={`${id}-type`} name="type" className="input" defaultValue={search.type ?? ''}>
            <option value="">{LL.LISTING.allTypes()}</option>
            {shownTypes.map((t) => (
              <option key={t.ID} value={t.ID}>{`${t.Name} (${count(t)})`}</option>
            ))}
          </select>
        </div>
        <div className="field-row">
          <NumberField id={`${id}-min`} name="minPrice" label={LL.LISTING.minPrice()} value={price(search.minPrice)} />
          <NumberField id={`${id}-max`} name="maxPrice" label={LL.LISTING.maxPrice()} value={price(search.maxPrice)} />
        </div>
        <label className="filters__check">
          <input type="checkbox" name="onRequest" value="1" defaultChecked={search.onRequest ?? false} />{' '}
          {F.onRequestLabel()}
        </label>
        <div className="field-row">
          <AtLeastField
            id={`${id}-rooms`}
            name="minRooms"
            label={LL.LISTING.minRooms()}
            any={LL.LISTING.any()}
            max={5}
            value={search.minRooms}
          />
          <AtLeastField
            id={`${id}-garages`}
            name="minGarages"
            label={LL.LISTING.minGarages()}
            any={LL.LISTING.any()}
            max={3}
            value={search.minGarages}
          />
        </div>
        <fieldset className="filters__checks">
          <legend className="visually-hidden">{LL.LISTING.features()}</legend>
          <CheckField name="parking" label={LL.LISTING.parking()} checked={search.parking} />
          <CheckField name="garden" label={LL.LISTING.garden()} checked={search.garden} />
          <CheckField name="terrace" label={LL.LISTING.terrace()} checked={search.terrace} />
        </fieldset>
        <details className="filters__more" open={more}>
          <summary className="filters__more-toggle">{LL.LISTING.moreFilters()}</summary>
          <div className="field-row">
            <NumberField id={`${id}-min-area`} name="minArea" label={F.minArea()} value={surface(search.minArea)} />
            <NumberField id={`${id}-max-area`} name="maxArea" label={F.maxArea()} value={surface(search.maxArea)} />
          </div>
          <div className="field-row">
            <NumberField id={`${id}-plot`} name="minPlot" label={F.minPlot()} value={surface(search.minPlot)} />
            <div className="field">
              <label htmlFor={`${id}-epc`}>{F.epcLabel()}</label>
              <select id={`${id}-epc`} name="epc" className="input" defaultValue={search.epc ?? ''}>
                <option value="">{F.epcAny()}</option>
                {EPC_CHOICES.map((e) => (
                  <option key={e} value={e}>
                    {F.epcOrBetter({ label: e })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="filters__checks">
            <CheckField name="newBuild" label={F.newBuildLabel()} checked={search.newBuild} />
            <CheckField name="closed" label={F.closedLabel()} checked={search.closed} />
          </div>
        </details>
        {search.sort && <input type="hidden" name="sort" value={search.sort} />}
        {search.view && <input type="hidden" name="view" value={search.view} />}
        {search.near && !around && <input type="hidden" name="near" value={search.near} />}
        {search.area && <input type="hidden" name="area" value={search.area} />}
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {LL.LISTING.showResults()}
          </button>
          <a className="filters__reset" href={action}>
            {LL.LISTING.reset()}
          </a>
        </div>
      </form>
    </details>
  );
}

/** A number typed as text (prices, surfaces), labelled. */
function NumberField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="input"
        defaultValue={value}
      />
    </div>
  );
}

/** 'At least n' as a choice from 1 to `max`, or any. */
function AtLeastField({
  id,
  name,
  label,
  any,
  max,
  value,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  max: number;
  value: number | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="input" defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>{`${n}+`}</option>
        ))}
      </select>
    </div>
  );
}

/** A yes-only filter: a checkbox sent as 1. */
function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean | undefined }) {
  return (
    <label>
      <input type="checkbox" name={name} value="1" defaultChecked={checked ?? false} /> {label}
    </label>
  );
}
