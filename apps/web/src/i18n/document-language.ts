import { initialLanguage } from './languages';

/**
 * `<html lang>` says the chosen language before the app starts: the router makes its first page's
 * calls while i18next is still starting, and the API client sends `<html lang>` as Accept-Language,
 * so the words the server makes for the page (a family's name, an order's items) come in it (issue 27).
 */
document.documentElement.lang = initialLanguage();
