package speed

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

const mixFile = "testdata/mix.txt"

// pycuteReps is how many passes of the mix pycute's loop makes.
const pycuteReps = 1000

func loadMix(tb testing.TB) []Call {
	tb.Helper()
	calls, err := Load(mixFile)
	if err != nil {
		tb.Fatal(err)
	}
	return calls
}

// TestMixRuns: every line of the mix parses and the engine answers it.
func TestMixRuns(t *testing.T) {
	calls := loadMix(t)
	if len(calls) < 20 {
		t.Fatalf("the mix has %d calls; it should cover every operation", len(calls))
	}
	for _, c := range calls {
		if _, err := c.Run(); err != nil {
			t.Errorf("%s: %v", c.Line, err)
		}
	}
}

// BenchmarkMix times one pass of the whole mix in-process; ns/call is the
// figure compared with pycute.
func BenchmarkMix(b *testing.B) {
	calls := loadMix(b)
	for b.Loop() {
		for i := range calls {
			if _, err := calls[i].Do(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(calls)), "ns/call")
}

// pycuteRun is what pycute_mix.py prints.
type pycuteRun struct {
	Results []string `json:"results"`
	NsPerOp float64  `json:"ns_per_op"`
	Ops     int      `json:"ops"`
}

// TestAgainstPycute runs pycute (from $PYCUTE_DIR, the directory holding
// the pycute package: cutlass/python), the engine in-process and
// `cutetui eval --json` back to back on the same mix, checks that they give
// the same answers, and reports the speed ratios (written to
// $SPEED_REPORT as JSON when set). It measures; it asserts no speed.
//
// The three are measured in rounds ($SPEED_ROUNDS, 3 by default), one of
// each per round, so that a change in the machine's load falls on all
// three alike; each ratio is of the fastest of its rounds, and every
// round's own ratios are reported too. The eval process reads the mix
// repeated to 4,400 statements, and to 22,000: the same work as pycute's
// loop (pycuteReps passes of the mix), where its start-up, which is mostly
// the init of the TUI's Markdown renderer's dependencies, weighs a fifth
// as much; its start-up alone (an empty input) is timed as well, to say
// how much of its time that is. $CUTETUI_BIN names
// a cutetui binary to time instead of building this tree's.
func TestAgainstPycute(t *testing.T) {
	dir := os.Getenv("PYCUTE_DIR")
	if dir == "" {
		t.Skip("set PYCUTE_DIR to cutlass/python to compare with pycute")
	}
	rounds := 3
	if r, err := strconv.Atoi(os.Getenv("SPEED_ROUNDS")); err == nil && r > 0 {
		rounds = r
	}
	calls := loadMix(t)
	mix, _ := filepath.Abs(mixFile)

	// $CUTETUI_BIN, when set, is a cutetui built beforehand (for a
	// machine without Go); otherwise this tree's is built.
	bin := os.Getenv("CUTETUI_BIN")
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "cutetui")
		build := exec.Command("go", "build", "-o", bin, "../../cmd/cutetui")
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("build: %v\n%s", err, out)
		}
	}
	var stmts, long bytes.Buffer
	const evalReps, longReps = 200, pycuteReps
	for range evalReps {
		for _, c := range calls {
			stmts.WriteString(c.Statement() + "\n")
		}
	}
	for range longReps {
		for _, c := range calls {
			long.WriteString(c.Statement() + "\n")
		}
	}
	nEval, nLong := evalReps*len(calls), longReps*len(calls)
	runEval := func(input []byte) time.Duration {
		cmd := exec.Command(bin, "eval", "--json")
		cmd.Stdin = bytes.NewReader(input)
		start := time.Now()
		if out, err := cmd.Output(); err != nil {
			t.Fatalf("eval: %v\n%.300s", err, out)
		}
		return time.Since(start)
	}

	type round struct {
		PycuteNsPerOp, EngineNsPerOp, EvalMs, EvalStartMs, EvalLongMs float64
		EngineVsPycute, EvalVsPycute, EvalLongVsPycute                float64
	}
	var rs []round
	best := round{PycuteNsPerOp: math.Inf(1), EngineNsPerOp: math.Inf(1), EvalMs: math.Inf(1), EvalStartMs: math.Inf(1), EvalLongMs: math.Inf(1)}
	for r := range rounds {
		// pycute, in-process loop.
		py := exec.Command("python3", "pycute_mix.py", mix, strconv.Itoa(pycuteReps))
		py.Env = append(os.Environ(), "PYTHONPATH="+dir)
		out, err := py.Output()
		if err != nil {
			t.Fatalf("pycute: %v\n%s", err, out)
		}
		var pr pycuteRun
		if err := json.Unmarshal(out, &pr); err != nil {
			t.Fatalf("pycute output: %v\n%s", err, out)
		}
		if r == 0 {
			for i, c := range calls {
				got, _ := c.Run()
				want := strings.ReplaceAll(pr.Results[i], " ", "")
				if got != want {
					t.Errorf("%s: engine %s, pycute %s", c.Line, got, want)
				}
			}
		}

		// The engine, in-process.
		res := testing.Benchmark(BenchmarkMix)
		engineNs := float64(res.T.Nanoseconds()) / float64(res.N*len(calls))

		// cutetui eval --json as a process, on the statements, and on nothing.
		evalMs := float64(runEval(stmts.Bytes()).Microseconds()) / 1000
		startMs := float64(runEval(nil).Microseconds()) / 1000
		longMs := float64(runEval(long.Bytes()).Microseconds()) / 1000

		pyLoopMs := pr.NsPerOp * float64(nEval) / 1e6
		pyLongMs := pr.NsPerOp * float64(nLong) / 1e6
		rd := round{pr.NsPerOp, engineNs, evalMs, startMs, longMs, pr.NsPerOp / engineNs, pyLoopMs / evalMs, pyLongMs / longMs}
		rs = append(rs, rd)
		t.Logf("round %d: pycute %.0f ns/op, engine %.0f ns/op (%.1f×); eval --json %.1f ms for %d statements, start-up %.1f ms, pycute's loop %.1f ms (%.1f×); %d statements %.1f ms against %.1f ms (%.1f×)",
			r+1, rd.PycuteNsPerOp, rd.EngineNsPerOp, rd.EngineVsPycute, rd.EvalMs, nEval, rd.EvalStartMs, pyLoopMs, rd.EvalVsPycute, nLong, rd.EvalLongMs, pyLongMs, rd.EvalLongVsPycute)
		best.PycuteNsPerOp = min(best.PycuteNsPerOp, rd.PycuteNsPerOp)
		best.EngineNsPerOp = min(best.EngineNsPerOp, rd.EngineNsPerOp)
		best.EvalMs = min(best.EvalMs, rd.EvalMs)
		best.EvalStartMs = min(best.EvalStartMs, rd.EvalStartMs)
		best.EvalLongMs = min(best.EvalLongMs, rd.EvalLongMs)
	}
	pyLoopMs := best.PycuteNsPerOp * float64(nEval) / 1e6
	pyLongMs := best.PycuteNsPerOp * float64(nLong) / 1e6
	best.EngineVsPycute = best.PycuteNsPerOp / best.EngineNsPerOp
	best.EvalVsPycute = pyLoopMs / best.EvalMs
	best.EvalLongVsPycute = pyLongMs / best.EvalLongMs
	perStmt := (best.EvalMs - best.EvalStartMs) * 1e6 / float64(nEval)
	perLong := (best.EvalLongMs - best.EvalStartMs) * 1e6 / float64(nLong)

	report := map[string]any{
		"date":                   time.Now().UTC().Format(time.RFC3339),
		"rounds":                 rs,
		"calls_in_mix":           len(calls),
		"pycute_ns_per_op":       best.PycuteNsPerOp,
		"engine_ns_per_op":       best.EngineNsPerOp,
		"engine_vs_pycute":       best.EngineVsPycute,
		"eval_statements":        nEval,
		"eval_process_ms":        best.EvalMs,
		"eval_startup_ms":        best.EvalStartMs,
		"eval_ns_per_statement":  perStmt,
		"pycute_loop_ms":         pyLoopMs,
		"eval_json_vs_pycute":    best.EvalVsPycute,
		"eval_process_per_op_ns": best.EvalMs * 1e6 / float64(nEval),
		"eval_long_statements":   nLong,
		"eval_long_process_ms":   best.EvalLongMs,
		"eval_long_ns_per_stmt":  perLong,
		"pycute_long_loop_ms":    pyLongMs,
		"eval_long_vs_pycute":    best.EvalLongVsPycute,
	}
	t.Logf("best of %d rounds: pycute %.0f ns/op; engine %.0f ns/op: %.1f× pycute", rounds, best.PycuteNsPerOp, best.EngineNsPerOp, best.EngineVsPycute)
	t.Logf("best of %d rounds: cutetui eval --json, %d statements: %.1f ms (start-up %.1f ms, then %.0f ns a statement) against pycute's loop %.1f ms: %.1f×",
		rounds, nEval, best.EvalMs, best.EvalStartMs, perStmt, pyLoopMs, best.EvalVsPycute)
	t.Logf("best of %d rounds: cutetui eval --json, %d statements: %.1f ms (%.0f ns a statement after start-up) against pycute's loop %.1f ms: %.1f×",
		rounds, nLong, best.EvalLongMs, perLong, pyLongMs, best.EvalLongVsPycute)
	if p := os.Getenv("SPEED_REPORT"); p != "" {
		data, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(p, append(data, '\n'), 0o644); err != nil {
			t.Error(err)
		}
	}
}
