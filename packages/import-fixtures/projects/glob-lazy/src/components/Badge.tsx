import styles from './Badge.module.css';

export function Badge({ label }: { label: string }) {
  return (
    <span className={styles.badge} data-testid="badge">
      {label}
    </span>
  );
}
