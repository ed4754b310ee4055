// Its own module, with no schema: pages draw the credit as they start.

/** Attribution the data set's licence asks for (CC BY 4.0 for its enrichment data). */
export const gameDataCredit = {
  label: 'Powered by 40kdc-data',
  url: 'https://40kdc.alpacasoft.dev',
  attribution: 'Alpaca Software and the 40kdc community contributors',
} as const;
