import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './Markdown.module.css';

/** Renders trusted-shape Markdown; raw HTML in the source is shown as text, never executed. */
export function Markdown({ source, headingOffset = 1 }: { source: string; headingOffset?: number }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          // Articles start at h1; inside a page they sit below the page's own h1.
          h1: ({ children }) => (headingOffset ? <h2>{children}</h2> : <h1>{children}</h1>),
          h2: ({ children }) => (headingOffset ? <h3>{children}</h3> : <h2>{children}</h2>),
          h3: ({ children }) => (headingOffset ? <h4>{children}</h4> : <h3>{children}</h3>),
          table: ({ children }) => (
            <div className={styles.tableWrap}>
              <table>{children}</table>
            </div>
          ),
        }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
