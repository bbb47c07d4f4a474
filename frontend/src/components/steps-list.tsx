import { stepsListCopy } from './components-copy';
import { Icon, type IconName } from './icon';
import styles from './steps-list.module.css';

export interface Step {
  title: string;
  description: string;
  icon?: IconName;
}

/** A numbered process, left to right on wide screens. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {step.icon ? <Icon name={step.icon} size={28} /> : index + 1}
          </span>
          <h3 className={styles.title}>
            <span className={styles.number}>{stepsListCopy.stepNumber(index + 1)}</span> {step.title}
          </h3>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
