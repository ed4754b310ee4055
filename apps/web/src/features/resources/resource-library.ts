import { resourceDocuments } from './resource-documents';

export type ResourceDocumentId = (typeof resourceDocuments)[number]['id'];

// Each document is its own chunk: opening one guide loads only that guide's text.
const loaders = import.meta.glob<string>('./documents/*.md', { query: '?raw', import: 'default' });

/** The Markdown of a knowledge-base document, loaded on demand. */
export async function loadResourceText(id: ResourceDocumentId): Promise<string> {
  const load = loaders[`./documents/${id}.md`];
  if (!load) throw new Error(`Resource document ${id} is missing from the build.`);
  return load();
}

export const isResourceId = (id: string | undefined): id is ResourceDocumentId =>
  resourceDocuments.some((d) => d.id === id);
