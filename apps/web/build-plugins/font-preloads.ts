import type { Plugin } from 'vite';

/**
 * The web fonts every page paints with, in the script subset nearly every page needs: Inter (the
 * body text, one variable file for every weight) and Orbitron 700 (the mark and headings). They are
 * named in the stylesheet, so without a hint the phone finds them only once the stylesheet has
 * downloaded and been parsed; hinted, they download alongside the stylesheet and the scripts, and
 * the first render already has them. The mono font is not here: it swaps in when it arrives.
 */
export const FIRST_PAINT_FONTS = ['inter-latin-wght-normal', 'orbitron-latin-700-normal'] as const;

/** `<link rel="preload" as="font">` tags for the built files of `FIRST_PAINT_FONTS`. */
export function fontPreloadTags(assetFileNames: string[]): string[] {
  return FIRST_PAINT_FONTS.flatMap((font) => {
    const file = assetFileNames.find((name) => name.startsWith(`assets/${font}-`) && name.endsWith('.woff2'));
    return file ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`] : [];
  });
}

export function fontPreloads(): Plugin {
  return {
    name: 'muster-font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags = fontPreloadTags(Object.keys(context.bundle ?? {}));
        if (tags.length < FIRST_PAINT_FONTS.length)
          this.error(`font-preloads: expected ${FIRST_PAINT_FONTS.join(', ')} in the build`);
        return html.replace('</title>', `</title>\n    ${tags.join('\n    ')}`);
      },
    },
  };
}
