// Its own module, with no schema: the rosters page's file picker reads it as the page starts.

/** Types a browser may send for an import; the content decides the format, never the name. */
export const rosterImportAccept = '.ros,.rosz,.xml,.json,.txt,.pdf,.jpg,.jpeg,.png,.bmp,.gif,.webp';
