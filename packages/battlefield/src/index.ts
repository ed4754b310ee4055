export * from './battlefield-input';
export * from './battlefield-model';
export * from './classification';
export * from './deployment-zones';
export * from './official-geometry';
