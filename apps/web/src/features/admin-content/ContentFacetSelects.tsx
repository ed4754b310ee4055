import {
  type ContentCategory,
  type ContentDifficulty,
  type ContentFormat,
  contentCategories,
  contentDifficulties,
  contentFormats,
} from '@muster/contracts';
import fieldStyles from '../../ui/FormField.module.css';

export type ContentFacets = {
  category: ContentCategory;
  difficulty: ContentDifficulty;
  format: ContentFormat;
};

const facets = [
  { name: 'category', label: 'Category', options: contentCategories },
  { name: 'difficulty', label: 'Difficulty', options: contentDifficulties },
  { name: 'format', label: 'Format', options: contentFormats },
] as const;

/** Category, difficulty and format side by side, as the editor and the ingestion form ask them. */
export function ContentFacetSelects({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: ContentFacets;
  onChange: (patch: Partial<ContentFacets>) => void;
}) {
  return (
    <div className={fieldStyles.row}>
      {facets.map(({ name, label, options }) => (
        <div key={name} className={fieldStyles.field}>
          <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
          <select
            id={`${idPrefix}-${name}`}
            value={value[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
