/** The shared form rules: every docs/forms-and-leads.md message in each language, and valid and invalid payloads of each form kind. */
import { describe, expect, it } from 'vitest';
import { loadAllLanguages } from '../i18n/load-server';
import { textsFor } from '../../shared/i18n/i18n';
import { FORM_KINDS, formDef, type FormKind } from '../../shared/forms/kinds';
import {
  isEmpty,
  parseDate,
  parseMoney,
  passwordPairErrors,
  validateForm,
  type RawForm,
} from '../../shared/forms/validate';
import { isPhoneNumber } from '../../shared/forms/phone-check';
import { readPostcode } from '../../shared/forms/postcode';
import { messageFor } from '../../shared/forms/messages';
import { fieldLabel, fieldValue } from './labels';
import { safeReturnPath } from '../../shared/forms/return-path';
import { amountWords, cardinalFor } from '../../shared/forms/amount-words';
import type { Lang } from '../../shared/paths/languages';

loadAllLanguages();
/** The validation as the worker runs it (the phone checked by libphonenumber-js). */
const validate = (kind: FormKind, raw: RawForm) => validateForm(kind, raw, { phone: isPhoneNumber });
const msg = (lang: Lang, e: Parameters<typeof messageFor>[1]) => messageFor(textsFor(lang).FORMS, e);

/** One test per language: `error`'s message in it is `texts`' one. */
function saysInEachLanguage(name: string, error: Parameters<typeof messageFor>[1], texts: Record<Lang, string>): void {
  for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
    it(`${name} (${lang})`, () => expect(msg(lang, error)).toBe(texts[lang]));
  }
}

describe('docs/forms-and-leads.md messages in four languages', () => {
  const required: [string, Record<Lang, string>][] = [
    [
      'street',
      {
        en: 'Address is a required field',
        nl: 'Adres is een verplicht veld',
        fr: 'Adresse est un champ obligatoire',
        de: 'Adresse ist ein Pflichtfeld',
      },
    ],
    [
      'zip',
      {
        en: 'Postal code is a required field',
        nl: 'Postcode is een verplicht veld',
        fr: 'Code postal est un champ obligatoire',
        de: 'Postleitzahl ist ein Pflichtfeld',
      },
    ],
    [
      'city',
      {
        en: 'City is a required field',
        nl: 'Gemeente is een verplicht veld',
        fr: 'Localité est un champ obligatoire',
        de: 'Ort ist ein Pflichtfeld',
      },
    ],
    [
      'firstName',
      {
        en: 'First name is a required field',
        nl: 'Voornaam is een verplicht veld',
        fr: 'Prénom est un champ obligatoire',
        de: 'Vorname ist ein Pflichtfeld',
      },
    ],
    [
      'lastName',
      {
        en: 'Last name is a required field',
        nl: 'Naam is een verplicht veld',
        fr: 'Nom est un champ obligatoire',
        de: 'Nachname ist ein Pflichtfeld',
      },
    ],
    [
      'phone',
      {
        en: 'Phone number is a required field',
        nl: 'Telefoonnummer is een verplicht veld',
        fr: 'Numéro de téléphone est un champ obligatoire',
        de: 'Telefonnummer ist ein Pflichtfeld',
      },
    ],
    [
      'password',
      {
        en: 'Password is a required field',
        nl: 'Wachtwoord is een verplicht veld',
        fr: 'Mot de passe est un champ obligatoire',
        de: 'Passwort ist ein Pflichtfeld',
      },
    ],
    [
      'title',
      {
        en: 'Title is a required field',
        nl: 'Aanspreking is een verplicht veld',
        fr: 'Civilité est un champ obligatoire',
        de: 'Anrede ist ein Pflichtfeld',
      },
    ],
    [
      'goal',
      {
        en: 'Goal is a required field',
        nl: 'Doel is een verplicht veld',
        fr: 'Objectif est un champ obligatoire',
        de: 'Ziel ist ein Pflichtfeld',
      },
    ],
  ];
  for (const [field, texts] of required) saysInEachLanguage(`${field} required`, { code: 'required', field }, texts);
  const others: [Parameters<typeof messageFor>[1]['code'], Record<Lang, string>][] = [
    [
      'emailRequired',
      {
        en: 'E-mail is a required field',
        nl: 'E-mail is een verplicht veld',
        fr: 'E-mail est un champ obligatoire',
        de: 'E-Mail ist ein Pflichtfeld',
      },
    ],
    [
      'emailInvalid',
      {
        en: 'The e-mail address is not valid',
        nl: 'Het e-mailadres is niet geldig',
        fr: 'L’adresse e-mail n’est pas valide',
        de: 'Die E-Mail-Adresse ist ungültig',
      },
    ],
    [
      'friendEmailRequired',
      {
        en: "Your friend's e-mail is a required field",
        nl: 'Het e-mailadres van uw vriend is een verplicht veld',
        fr: 'L’e-mail de votre ami est un champ obligatoire',
        de: 'Die E-Mail-Adresse Ihres Bekannten ist ein Pflichtfeld',
      },
    ],
    [
      'friendEmailInvalid',
      {
        en: "Your friend's e-mail address is not valid",
        nl: 'Het e-mailadres van uw vriend is niet geldig',
        fr: 'L’adresse e-mail de votre ami n’est pas valide',
        de: 'Die E-Mail-Adresse Ihres Bekannten ist ungültig',
      },
    ],
    [
      'passwordsDiffer',
      {
        en: 'The passwords are not identical',
        nl: 'De wachtwoorden zijn niet identiek',
        fr: 'Les mots de passe ne sont pas identiques',
        de: 'Die Passwörter stimmen nicht überein',
      },
    ],
    [
      'typeAndZone',
      {
        en: 'Choose at least one property type and one geographic zone',
        nl: 'Kies minstens één type pand en één regio',
        fr: 'Choisissez au moins un type de bien et une zone géographique',
        de: 'Wählen Sie mindestens eine Immobilienart und ein Gebiet',
      },
    ],
    [
      'datesInvalid',
      {
        en: 'The start and end dates are incomplete or invalid',
        nl: 'De begin- en einddatum zijn onvolledig of ongeldig',
        fr: 'Les dates de début et de fin sont incomplètes ou invalides',
        de: 'Das Anfangs- und das Enddatum sind unvollständig oder ungültig',
      },
    ],
    [
      'captcha',
      {
        en: 'The entered characters are not valid',
        nl: 'De ingevoerde tekens zijn niet geldig',
        fr: 'Les caractères saisis ne sont pas valides',
        de: 'Die eingegebenen Zeichen sind ungültig',
      },
    ],
    [
      'valuationAddress',
      {
        en: 'The address of the property to value is required',
        nl: 'Het adres van het te schatten pand is verplicht',
        fr: 'L’adresse du bien à estimer est obligatoire',
        de: 'Die Adresse der zu bewertenden Immobilie ist erforderlich',
      },
    ],
    [
      'titleNotChosen',
      {
        en: 'Please choose a title',
        nl: 'Kies een aanspreking',
        fr: 'Veuillez choisir une civilité',
        de: 'Bitte wählen Sie eine Anrede',
      },
    ],
    [
      'typeNotChosen',
      {
        en: 'Please choose a property type',
        nl: 'Kies een type pand',
        fr: 'Veuillez choisir un type de bien',
        de: 'Bitte wählen Sie eine Immobilienart',
      },
    ],
    [
      'goalNotChosen',
      {
        en: 'Please choose whether you want to buy or rent',
        nl: 'Kies of u wilt kopen of huren',
        fr: 'Veuillez choisir si vous souhaitez acheter ou louer',
        de: 'Bitte wählen Sie, ob Sie kaufen oder mieten möchten',
      },
    ],
    [
      'slotFull',
      {
        en: 'The appointments are full',
        nl: 'De afspraken zijn volzet',
        fr: 'Les rendez-vous sont complets',
        de: 'Die Termine sind ausgebucht',
      },
    ],
  ];
  for (const [code, texts] of others) saysInEachLanguage(code, { code }, texts);
  it('too long names its limit', () => {
    expect(msg('nl', { code: 'tooLong', max: 200 })).toBe('Gebruik maximaal 200 tekens');
  });
  it('titles Mr / Ms / Miss and the three contact time slots', () => {
    expect(fieldValue('title', 'miss', 'en')).toBe('Miss');
    expect(fieldValue('title', 'ms', 'fr')).toBe('Madame');
    expect(fieldValue('timeSlots', ['10-13', '13-16', '16-19'], 'en')).toBe('10:00–13:00, 13:00–16:00, 16:00–19:00');
    expect(fieldValue('preference', 'phone', 'de')).toBe('Telefonisch');
    expect(fieldLabel('contact-me', 'zip', 'fr')).toBe('Code postal');
    expect(fieldLabel('contact-me', 'unknownField', 'fr')).toBe('unknownField');
  });
});

const person = {
  title: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'Anna@Example.be',
  phone: '0475 12 34 56',
};
const valid: Record<FormKind, RawForm> = {
  'contact-me': {
    ...person,
    timeSlots: ['10-13', '16-19'],
    preference: 'email',
    visit: 'on',
    remarks: 'Is the garden south-facing?',
    propertyId: '12',
  },
  'contact-appointment': { ...person, slotId: '3', propertyId: '12' },
  'contact-construction': { ...person, projectId: '4' },
  'contact-demand': {
    ...person,
    street: 'Rue Haute',
    houseNumber: '12',
    zip: '1000',
    city: 'Bruxelles',
    propertyType: '1',
    valuationGoal: 'sell',
  },
  'demand-register': {
    ...person,
    goal: '0',
    types: ['1', '2'],
    cities: ['Ixelles|1050'],
    minPrice: '200.000',
    maxPrice: '450000',
    minRooms: '2',
    parking: 'on',
    frequency: 'weekly',
  },
  'send-to-friend': { firstName: 'Anna', email: 'anna@example.be', friendEmail: 'tom@example.be', propertyId: '12' },
  'site-contact': { title: 'mr', firstName: 'Jan', lastName: 'Janssens', email: 'jan@example.be', remarks: 'Hello' },
  'sign-newsletter': { email: 'news@example.be' },
  'request-documents': { ...person, propertyId: '12' },
  testimonial: {
    firstName: 'Anna',
    lastName: 'Peeters',
    email: 'anna@example.be',
    testimonial: 'Sold in six weeks.',
    rating: '5',
    publish: 'on',
  },
  'rent-application': {
    ...person,
    adults: '2',
    adultAges: '34, 36',
    kids: '1',
    kidAges: '4',
    pets: 'one cat',
    movingDate: '2027-01-15',
    movingReason: 'new job',
    income1: '2 850',
    income2: '2100,50',
    propertyId: '12',
  },
  'purchase-offer': {
    ...person,
    amount: '345.000',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    place: 'Brussels',
    signDate: '2026-11-30',
    street: 'Rue Haute',
    zip: '1000',
    city: 'Bruxelles',
    personBFirstName: 'Tom',
    propertyId: '12',
  },
};

/** What the validation says of `kind`'s valid payload with `changes`: its errors, or false when it passes. */
const errorsWith = (kind: FormKind, changes: RawForm) => {
  const out = validate(kind, { ...valid[kind], ...changes });
  return !out.ok && out.errors;
};

describe('each form kind', () => {
  for (const kind of FORM_KINDS) {
    it(`${kind}: a valid payload passes and is typed`, () => {
      const out = validate(kind, valid[kind]);
      expect(out).toMatchObject({ ok: true });
    });
    it(`${kind}: every required field is reported when the form is empty`, () => {
      const out = validate(kind, {});
      expect(out.ok).toBe(false);
      if (out.ok) return;
      for (const f of formDef(kind).fields.filter((f) => f.required)) expect(out.errors[f.name], f.name).toBeDefined();
    });
  }
  it('types the payload (numbers, booleans, lists, lower-cased e-mail)', () => {
    const out = validate('demand-register', valid['demand-register']);
    expect(out.ok && out.value).toMatchObject({
      goal: '0',
      types: [1, 2],
      cities: ['Ixelles|1050'],
      minPrice: 200000,
      maxPrice: 450000,
      minRooms: 2,
      parking: true,
      garden: false,
      email: 'anna@example.be',
    });
    const rent = validate('rent-application', valid['rent-application']);
    expect(rent.ok && rent.value).toMatchObject({
      adults: 2,
      income1: 2850,
      income2: 2100.5,
      movingDate: '2027-01-15',
      propertyId: 12,
    });
  });
  it('contact-me: phone required, title checked, unknown time slot refused', () => {
    expect(errorsWith('contact-me', { phone: '  ', title: 'dr', timeSlots: ['08-10'] })).toEqual({
      phone: { code: 'required', field: 'phone' },
      title: { code: 'titleNotChosen' },
      timeSlots: { code: 'choiceInvalid' },
    });
  });
  it('e-mail required / not valid; friend e-mail required / not valid', () => {
    expect(
      !validate('sign-newsletter', {}).ok && (validate('sign-newsletter', {}) as { errors: object }).errors,
    ).toEqual({ email: { code: 'emailRequired' } });
    expect((validate('sign-newsletter', { email: 'a@b' }) as { errors: object }).errors).toEqual({
      email: { code: 'emailInvalid' },
    });
    expect(errorsWith('send-to-friend', { friendEmail: '' })).toEqual({ friendEmail: { code: 'friendEmailRequired' } });
    expect(errorsWith('send-to-friend', { friendEmail: 'tom@' })).toEqual({
      friendEmail: { code: 'friendEmailInvalid' },
    });
  });
  it('send-to-friend names exactly one page: a property or a project', () => {
    const { propertyId: _, ...noPage } = valid['send-to-friend'];
    expect(validate('send-to-friend', { ...noPage, projectId: '307' })).toMatchObject({
      ok: true,
      value: { projectId: 307 },
    });
    expect((validate('send-to-friend', noPage) as { errors: object }).errors).toEqual({
      propertyId: { code: 'required', field: 'propertyId' },
    });
    expect(errorsWith('send-to-friend', { projectId: '307' })).toEqual({ projectId: { code: 'choiceInvalid' } });
    expect((validate('send-to-friend', { ...noPage, projectId: 'x' }) as { errors: object }).errors).toEqual({
      projectId: { code: 'choiceInvalid' },
    });
  });
  it('demand-register: at least one type and one zone; goal chosen; price range in order', () => {
    expect(errorsWith('demand-register', { types: [], cities: '', goal: '7', minPrice: '500000' })).toEqual({
      types: { code: 'typeAndZone' },
      cities: { code: 'typeAndZone' },
      goal: { code: 'goalNotChosen' },
      minPrice: { code: 'priceRange' },
    });
    const noGoal = validate('demand-register', { ...valid['demand-register'], goal: '' });
    expect(!noGoal.ok && noGoal.errors.goal).toEqual({ code: 'required', field: 'goal' });
    expect(validate('demand-register', { ...valid['demand-register'], cities: ['Ixelles'] }).ok).toBe(false);
  });
  it('contact-demand: valuation address, postal code, city and property type', () => {
    expect(errorsWith('contact-demand', { street: '', zip: '', city: '', propertyType: '' })).toEqual({
      street: { code: 'valuationAddress' },
      zip: { code: 'required', field: 'zip' },
      city: { code: 'required', field: 'city' },
      propertyType: { code: 'typeNotChosen' },
    });
  });
  it('purchase-offer: start and end dates incomplete, impossible or reversed', () => {
    expect(errorsWith('purchase-offer', { endDate: '' })).toEqual({ endDate: { code: 'datesInvalid' } });
    expect(errorsWith('purchase-offer', { startDate: '2026-02-30' })).toEqual({ startDate: { code: 'datesInvalid' } });
    expect(errorsWith('purchase-offer', { startDate: '2026-12-20' })).toEqual({ endDate: { code: 'datesInvalid' } });
    expect(errorsWith('purchase-offer', { street: '' })).toEqual({ street: { code: 'required', field: 'street' } });
  });
  it('text limits, line breaks in one-line fields, bad numbers and ids', () => {
    const out = validate('site-contact', { ...valid['site-contact'], firstName: 'x'.repeat(201) });
    expect(!out.ok && out.errors.firstName).toEqual({ code: 'tooLong', max: 200 });
    const clean = validate('site-contact', { ...valid['site-contact'], lastName: 'Jans\r\nBcc: x@y.z' });
    expect(clean.ok && clean.value.lastName).toBe('Jans Bcc: x@y.z');
    expect(errorsWith('rent-application', { adults: 'two', income1: '12,3,4', propertyId: '0' })).toEqual({
      adults: { code: 'numberInvalid' },
      income1: { code: 'numberInvalid' },
      propertyId: { code: 'choiceInvalid' },
    });
  });
});

describe('phone numbers and postcodes, checked alike by the worker and the browser', () => {
  it('a phone number we can call: Belgian or international, written as people write it', () => {
    for (const t of [
      '0475 12 34 56',
      '0475/12.34.56',
      '02 555 01 23',
      '+32 2 555 01 23',
      '0032 475 12 34 56',
      '050 12 34 56',
      '+33 1 23 45 67 89',
      '+352 621 123 456',
      '+31 6 12345678',
    ])
      expect(isPhoneNumber(t), t).toBe(true);
    for (const t of ['abc', '12', '0475', '0000000000', '1234567', '0475 12 34 56 7890', '0800 FLOWERS', '+32 ab'])
      expect(isPhoneNumber(t), t).toBe(false);
  });
  it('the forms refuse a phone that is no number, with its message in four languages', () => {
    for (const kind of ['contact-me', 'contact-demand', 'site-contact'] as const) {
      const out = validate(kind, { ...valid[kind], phone: 'abc' });
      expect(!out.ok && out.errors.phone, kind).toEqual({ code: 'phoneInvalid' });
    }
    // An optional phone left empty is fine; a long one is told its limit.
    expect(validate('site-contact', { ...valid['site-contact'], phone: '' }).ok).toBe(true);
    expect(!validate('contact-me', { ...valid['contact-me'], phone: '1'.repeat(41) }).ok).toBe(true);
    expect(msg('en', { code: 'phoneInvalid' })).toBe(
      'Please enter a phone number we can call, such as 0470\u00a012\u00a034\u00a056 or +32\u00a02\u00a0555\u00a001\u00a023',
    );
    expect(msg('nl', { code: 'phoneInvalid' })).toMatch(/^Vul een telefoonnummer in waarop we u kunnen bellen/);
    expect(msg('fr', { code: 'phoneInvalid' })).toMatch(/^Indiquez un numéro de téléphone/);
    expect(msg('de', { code: 'phoneInvalid' })).toMatch(/^Bitte geben Sie eine Telefonnummer an/);
  });
  it('a Belgian postcode must be a place in bpost’s list; one abroad starts with its country’s code', () => {
    expect(['1000', ' 9000 ', 'B-1000', 'BE-4000', 'be 1050'].map(readPostcode)).toEqual([
      '1000',
      '9000',
      '1000',
      '4000',
      '1050',
    ]);
    expect(
      ['L-1234', 'l 1234', 'NL-1012 AB', 'nl-1012ab', 'F-75001', 'D-52062', 'CH-8001', 'E-28001'].map(readPostcode),
    ).toEqual(['L-1234', 'L-1234', 'NL-1012 AB', 'NL-1012AB', 'F-75001', 'D-52062', 'CH-8001', 'E-28001']);
    for (const t of [
      '99999',
      '1001',
      '1008',
      '0000',
      'abc',
      '100',
      'B-99999',
      'BE-1008',
      'L-123',
      'F-1234',
      'NL-1012',
      'X-',
      '-1000',
      'AB-CDEF',
    ])
      expect(readPostcode(t), t).toBeNull();
  });
  it('the valuation and the offer refuse postcode 99999 with its message in four languages, and keep a good one as four digits', () => {
    for (const kind of ['contact-demand', 'purchase-offer'] as const) {
      const out = validate(kind, { ...valid[kind], zip: '99999' });
      expect(!out.ok && out.errors.zip, kind).toEqual({ code: 'postcodeInvalid' });
      const ok = validate(kind, { ...valid[kind], zip: 'B-1050' });
      expect(ok.ok && ok.value.zip, kind).toBe('1050');
    }
    expect(msg('en', { code: 'postcodeInvalid' })).toBe(
      'Please enter a Belgian postcode, such as 1000; for an address abroad, put the country code first, such as L-1234',
    );
    expect(msg('nl', { code: 'postcodeInvalid' })).toMatch(/^Vul een Belgische postcode in/);
    expect(msg('fr', { code: 'postcodeInvalid' })).toMatch(/^Indiquez un code postal belge/);
    expect(msg('de', { code: 'postcodeInvalid' })).toMatch(/^Bitte geben Sie eine belgische Postleitzahl an/);
  });
});

describe('helpers', () => {
  it('empty check (docs/formatting.md)', () => {
    expect([undefined, '', '   ', [' ']].map(isEmpty)).toEqual([true, true, true, true]);
    expect(isEmpty(' a ')).toBe(false);
  });
  it('money and dates as Belgians type them', () => {
    expect(
      ['250000', '250 000', '250.000', '1.250.000,50', '2100,5', '2100.50', '12,3,4', '-5', ''].map(parseMoney),
    ).toEqual([250000, 250000, 250000, 1250000.5, 2100.5, 2100.5, null, null, null]);
    expect(['2026-11-30', '30/11/2026', '1-2-2027', '2026-02-29', '31.04.2026', 'tomorrow'].map(parseDate)).toEqual([
      '2026-11-30',
      '2026-11-30',
      '2027-02-01',
      null,
      null,
      null,
    ]);
  });
  it('passwords given and identical', () => {
    expect(passwordPairErrors('', '')).toEqual({ password: { code: 'required', field: 'password' } });
    expect(passwordPairErrors('abc12345', 'abc12346')).toEqual({ passwordConfirm: { code: 'passwordsDiffer' } });
    expect(passwordPairErrors('abc12345', 'abc12345')).toEqual({});
  });
  it('return path: same-site language paths only', () => {
    expect(safeReturnPath('/fr/a-vendre/ixelles/maison/12/?x=1', 'en')).toBe('/fr/a-vendre/ixelles/maison/12/?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/xx/page/',
      'javascript:alert(1)',
      '/en/\nx',
      '/en/%2f%2fevil.example/',
      '/en/%5Cevil/',
      42,
    ]) {
      expect(safeReturnPath(bad, 'nl')).toBe('/nl/');
    }
  });
  it('amount in words: Belgian French septante / nonante, nl, de, en', async () => {
    expect(amountWords(await cardinalFor('fr'), 395000)).toBe('trois cent nonante-cinq mille');
    expect(amountWords(await cardinalFor('fr'), 71)).toBe('septante et un');
    expect(amountWords(await cardinalFor('fr'), 80)).toBe('quatre-vingts');
    expect(amountWords(await cardinalFor('nl'), 345000)).toBe('driehonderdvijfenveertigduizend');
    expect(amountWords(await cardinalFor('de'), 345000)).toBe('dreihundertfünfundvierzigtausend');
    expect(amountWords(await cardinalFor('en'), 250000.5)).toBe('two hundred and fifty thousand / fifty');
    expect(amountWords(await cardinalFor('en'), -1)).toBeNull();
  });
});
