import "./progress-steps.css";
import "./visually-hidden.css";

export interface Step {
  label: string;
  state: "done" | "current" | "upcoming";
}

/**
 * A line of steps, as an ordered [list] named `label`: each step is done, current
 * (`aria-current="step"`) or to come, said in words for screen readers as well as drawn. `stopped`
 * (a cancelled order) draws the line greyed and ends it with that note in the danger colour.
 */
export function ProgressSteps({ label, steps, stopped }: { label: string; steps: Step[]; stopped?: string }) {
  return (
    <div className={stopped ? "progress-steps is-stopped" : "progress-steps"}>
      <ol aria-label={label} className="progress-steps__list">
        {steps.map((s) => (
          <li key={s.label} className={`progress-steps__step is-${s.state}`} aria-current={s.state === "current" ? "step" : undefined}>
            <span className="progress-steps__dot" aria-hidden="true" />
            <span className="progress-steps__label">
              {s.label}
              <span className="visually-hidden">{s.state === "done" ? " (done)" : s.state === "current" ? " (now)" : " (to come)"}</span>
            </span>
          </li>
        ))}
      </ol>
      {stopped ? <p className="progress-steps__stopped">{stopped}</p> : null}
    </div>
  );
}
