import { zipBomb } from '@muster/roster-import/test-support/hostile-files';
import { buildFlateBombPdf, buildGifClaiming, buildPngBomb } from './roster-files';

/** One hostile upload and what the server must answer (a 4xx with this code, nothing else). */
export type HostileFile = {
  name: string;
  route: '/api/rosters/parse' | '/api/profile/avatar';
  method: 'POST' | 'PUT';
  contentType: string;
  body: Buffer;
  status: number;
  code: string;
};

const MiB = 1024 * 1024;

const upload = (
  name: string,
  body: Uint8Array,
  code: string,
  route: HostileFile['route'] = '/api/rosters/parse',
): HostileFile => ({
  name,
  route,
  method: route === '/api/profile/avatar' ? 'PUT' : 'POST',
  contentType: route === '/api/profile/avatar' ? 'image/png' : 'application/octet-stream',
  body: Buffer.from(body),
  status: route === '/api/profile/avatar' ? 400 : 422,
  code,
});

/**
 * The hostile-file set of the security review (issue 16): decompression bombs in each container
 * the server unpacks, and images whose headers claim an enormous canvas. Shared by the
 * integration test and the hostile-file bench.
 */
export function hostileFiles(): HostileFile[] {
  const xmlDepth = `<roster>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</roster>`;
  const laughs = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE lolz [<!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ),
    ']><roster>&lol9;</roster>',
  ].join('\n');
  return [
    // 1.9 MiB that inflates to 2 GB; the headers claim 100 bytes.
    upload('rosz-2gb', zipBomb(2_000_000_000), 'ARCHIVE_TOO_LARGE'),
    // 4.6 MiB that inflates to 4.8 GB.
    upload('rosz-4.8gb', zipBomb(4_800_000_000), 'ARCHIVE_TOO_LARGE'),
    // 4.4 MiB PDF whose page content inflates to 4.5 GB.
    upload('pdf-flate-4.5gb', buildFlateBombPdf(4_500_000_000), 'PDF_PARSE_ERROR'),
    upload('png-30000x30000', buildPngBomb(30_000, 30_000), 'IMAGE_TOO_LARGE'),
    upload('png-65535x65535', buildPngBomb(65_535, 65_535, 4 * MiB), 'IMAGE_TOO_LARGE'),
    upload('gif-65535x65535', buildGifClaiming(65_535, 65_535), 'IMAGE_TOO_LARGE'),
    upload('xml-billion-laughs', Buffer.from(laughs), 'XML_DTD_REJECTED'),
    upload('xml-100k-deep', Buffer.from(xmlDepth), 'XML_TOO_DEEP'),
    upload(
      'avatar-png-65535x65535',
      buildPngBomb(65_535, 65_535, 4 * MiB),
      'AVATAR_INVALID',
      '/api/profile/avatar',
    ),
  ];
}
