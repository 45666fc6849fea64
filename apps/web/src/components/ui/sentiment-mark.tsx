import styles from './sentiment-mark.module.css';

export interface SentimentMarkProps {
  /** positive, negative, mixed or neutral: the colour of the mark. */
  sentiment: string;
  /** The label shown ('Positive'). */
  label: string;
  /** The scores, on hover. */
  title?: string;
}

/** A sentiment as a dot and its label in its colour (the colour is never the only sign). */
export function SentimentMark({ sentiment, label, title }: SentimentMarkProps) {
  return (
    <span className={styles.mark} data-sentiment={sentiment} title={title}>
      {label}
    </span>
  );
}
