/**
 * A short list in the Warhammer app's text export, shown when a paste is not recognised so the
 * player sees what the reader expects. The lines come from a real app export (fixtures/gwapp);
 * the title's total is the two units' points, so it imports without a warning.
 */
export const exampleListText = [
  'Blood for the Blood God (265 points)',
  '',
  'World Eaters',
  'Strike Force (2000 points)',
  'Berzerker Warband',
  '',
  'CHARACTERS',
  'Khârn the Betrayer (85 points)',
  '  • 1x Gorechild',
  '',
  'BATTLELINE',
  'Khorne Berzerkers (180 points)',
  '  • 1x Khorne Berzerker Champion',
  '  • 9x Khorne Berzerker',
].join('\n');
