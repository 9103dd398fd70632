/**
 * A phone number as the pages show it: the text as Belgians write it and its international
 * tel: link. Built on the server by ../../app/format/phone.ts (which carries the phone library); the browser
 * only receives these strings.
 */
export interface PhoneLink {
  /** '02 555 01 23' */
  text: string;
  /** 'tel:+3225550123' */
  href: string;
}
