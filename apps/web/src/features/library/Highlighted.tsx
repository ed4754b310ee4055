import styles from './LibraryPage.module.css';

/** A search snippet: the server marks matched words between « and ». */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(/«|»/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered
          <mark key={index} className={styles.hit}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
