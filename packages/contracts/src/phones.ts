import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from './countries';

// A recipient's phone as carriers check it (issue 24 §1): a number of the address's country, or any
// country's in international form (+ and its calling code). Google's libphonenumber rules, through
// `libphonenumber-js` with its small metadata (lengths and leading digits of every country's plan).

/** Whether the phone is a real number of the country (or, written with +, of the country it names). */
export const isPhoneOf = (country: CountryCode, phone: string) => {
  try {
    return isValidPhoneNumber(phone, country);
  } catch {
    return false;
  }
};
