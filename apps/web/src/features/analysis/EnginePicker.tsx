import styles from './Analysis.module.css';
import { useAnalysisModels } from './analysis-api';

type ModelType = 'standard' | 'gemini';

/** The analysis engines this server offers; the language model only when one is configured. */
export function EnginePicker({ value, onChange }: { value: ModelType; onChange: (next: ModelType) => void }) {
  const models = useAnalysisModels();
  return (
    <fieldset className={styles.engines}>
      <legend>Engine</legend>
      {(models.data?.models ?? []).map((model) => (
        <label key={model.modelType} className={styles.engine} data-disabled={!model.available || undefined}>
          <input
            type="radio"
            name="model-type"
            value={model.modelType}
            checked={value === model.modelType}
            disabled={!model.available}
            onChange={() => onChange(model.modelType)}
          />
          <span>
            <strong>{model.label}</strong>
            <small>{model.description}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
