/**
 * One line per step. On a terminal the current line updates in place (elapsed time, a detail), and is
 * replaced by its outcome when the step ends; elsewhere (CI, a pipe) each step prints once when it
 * starts and once when it ends.
 */
export interface Step {
  /** Replace the step's detail text (e.g. "4.0 s / 10 s"). */
  update(detail: string): void;
  done(summary?: string): void;
  fail(reason: string): void;
}

export function createProgress(total: number, out: NodeJS.WriteStream = process.stderr) {
  const tty = Boolean(out.isTTY);
  let index = 0;

  return {
    start(title: string): Step {
      index++;
      const prefix = `[${String(index).padStart(String(total).length)}/${total}]`;
      const started = performance.now();
      let detail = "";
      let finished = false;
      const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
      const render = () => {
        if (!tty || finished) return;
        const line = `${prefix} ${title} … ${elapsed()}${detail ? `  ${detail}` : ""}`;
        out.write(`\r\x1b[2K${line.slice(0, (out.columns || 120) - 1)}`);
      };
      if (tty) render();
      else out.write(`${prefix} ${title} …\n`);
      const timer = tty ? setInterval(render, 200) : null;
      timer?.unref();
      const end = (mark: string, text: string) => {
        if (finished) return;
        finished = true;
        if (timer) clearInterval(timer);
        const line = `${prefix} ${mark} ${title} (${elapsed()})${text ? `  ${text}` : ""}`;
        out.write(tty ? `\r\x1b[2K${line}\n` : `${line}\n`);
      };
      return {
        update(d) {
          detail = d;
          render();
        },
        done: (summary = "") => end("✓", summary),
        fail: (reason) => end("✗", reason),
      };
    },
  };
}
