/** The product's names and the web app's version (kept free of imports so build tools can read it). */
export const appVersion = '5.1.1';
export const productName = 'CIC Connect';
export const organisationName = 'CIC Education';
