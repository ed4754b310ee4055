export { keywordText } from './datasheet-lines';
export { datasheetUnit } from './datasheet-unit';
export { dataEdition, dataVersionLabel, type GameData } from './game-data';
export { foldTypography } from './names';
export { dataFactionId, resolveArmy } from './resolve-army';
