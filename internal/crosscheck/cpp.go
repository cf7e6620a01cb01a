package crosscheck

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Case is one expression, valid both as C++ and as a cutetui statement.
type Case struct {
	Group string // what it exercises, for the report ("composition", "tiled_mma", ...)
	Expr  string
}

// CppResult is what C++ did with one case: the text cute::print printed,
// or Refused when the case does not compile.
type CppResult struct {
	Text    string
	Refused bool
}

// Compiler compiles and runs generated programs against CUTLASS's headers.
type Compiler struct {
	CutlassInclude string // CUTLASS's include directory
	Stubs          string // this package's stubs directory
	WorkDir        string // where sources and binaries are written
	Cache          string // a JSON file of results by expression, or ""
	Timeout        time.Duration
	Batch          int      // the most cases one program holds; 0 for no limit
	Flags          []string // more g++ flags, before the include paths
}

// NewCompiler uses $CUTLASS_DIR/include and the stubs next to this file.
func NewCompiler(cutlassDir, workDir string) *Compiler {
	_, file, _, _ := runtime.Caller(0)
	return &Compiler{
		CutlassInclude: filepath.Join(cutlassDir, "include"),
		Stubs:          filepath.Join(filepath.Dir(file), "stubs"),
		WorkDir:        workDir,
		Timeout:        5 * time.Minute,
		Batch:          120,
	}
}

const prelude = `#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/util/print_svg.hpp>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>
using namespace cute;
`

// isPrinter reports whether expr is a call of one of CuTe's functions that
// print rather than return (print_latex, print_latex_tv, print_svg,
// print_layout, print_tensor).
func isPrinter(expr string) bool {
	for _, p := range []string{"print_latex(", "print_latex_tv(", "print_svg(", "print_layout(", "print_tensor("} {
		if strings.HasPrefix(expr, p) {
			return true
		}
	}
	return false
}

// Source is the C++ program for cases: one function per case, each
// printing its expression, and a main that calls them between markers.
// It also returns the first source line of each case's function.
func Source(cases []Case) (string, []int) {
	var b strings.Builder
	b.WriteString(prelude)
	line := strings.Count(prelude, "\n") + 1
	starts := make([]int, len(cases))
	for i, c := range cases {
		starts[i] = line
		if isPrinter(c.Expr) {
			// print_latex(x) and print_svg(x) print themselves.
			fmt.Fprintf(&b, "void case_%d() {\n  %s;\n}\n", i, c.Expr)
		} else {
			fmt.Fprintf(&b, "void case_%d() {\n  print(%s);\n}\n", i, c.Expr)
		}
		line += 3
	}
	// Each case runs in a child process, so that one that crashes at run
	// time (a division by zero in idx2crd, say) is reported as crashed
	// rather than taking the others with it.
	b.WriteString("static void run(void (*f)()) {\n  fflush(stdout);\n  pid_t p = fork();\n  if (p == 0) { f(); fflush(stdout); _exit(0); }\n" +
		"  int st = 0;\n  waitpid(p, &st, 0);\n  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) printf(\"" + crashed + "\");\n}\n")
	b.WriteString("int main() {\n")
	for i := range cases {
		fmt.Fprintf(&b, "  printf(\"\\n@@%d@@\\n\"); run(case_%d);\n", i, i)
	}
	b.WriteString("  printf(\"\\n@@end@@\\n\");\n}\n")
	return b.String(), starts
}

// crashed marks the output of a case whose process did not exit normally.
const crashed = "@@crashed@@"

var errLine = regexp.MustCompile(`case\.cpp:(\d+):`)

// Run compiles and runs cases, returning C++'s result for each. Cases
// that fail to compile are found from the compiler's line numbers, and by
// bisection when those do not settle it, and reported Refused. With a
// Cache file, results already in it are reused and new ones added.
func (c *Compiler) Run(cases []Case) ([]CppResult, error) {
	res := make([]CppResult, len(cases))
	cache := map[string]CppResult{}
	if c.Cache != "" {
		if b, err := os.ReadFile(c.Cache); err == nil {
			if err := json.Unmarshal(b, &cache); err != nil {
				return nil, fmt.Errorf("cache %s: %w", c.Cache, err)
			}
		}
	}
	var idx []int
	for i, cs := range cases {
		if r, ok := cache[cs.Expr]; ok {
			res[i] = r
			continue
		}
		idx = append(idx, i)
	}
	// Programs of at most Batch cases, each cached as soon as it has run,
	// so that one compile stays well inside the timeout.
	batch := c.Batch
	if batch <= 0 {
		batch = len(idx)
	}
	for start := 0; start < len(idx); start += batch {
		part := idx[start:min(start+batch, len(idx))]
		if err := c.run(cases, part, res, 0); err != nil {
			return nil, err
		}
		if c.Cache != "" {
			for _, i := range part {
				cache[cases[i].Expr] = res[i]
			}
			b, err := json.MarshalIndent(cache, "", " ")
			if err != nil {
				return nil, err
			}
			if err := os.WriteFile(c.Cache, b, 0o644); err != nil {
				return nil, err
			}
		}
	}
	return res, nil
}

func (c *Compiler) run(all []Case, idx []int, res []CppResult, depth int) error {
	if len(idx) == 0 {
		return nil
	}
	sub := make([]Case, len(idx))
	for i, k := range idx {
		sub[i] = all[k]
	}
	out, diag, err := c.compileRun(sub)
	if err == nil {
		texts, perr := split(out, len(sub))
		if perr != nil {
			return perr
		}
		for i, k := range idx {
			res[k] = CppResult{Text: texts[i]}
			if strings.Contains(texts[i], crashed) {
				// It compiles but does not run to the end: C++ has no answer
				// to give, as if it refused.
				res[k] = CppResult{Text: texts[i], Refused: true}
			}
		}
		return nil
	}
	if diag == "" {
		return err
	}
	if len(idx) == 1 {
		res[idx[0]] = CppResult{Refused: true}
		return nil
	}
	// Blame the cases whose lines the diagnostics name; retry without them.
	_, starts := Source(sub)
	bad := map[int]bool{}
	for _, m := range errLine.FindAllStringSubmatch(diag, -1) {
		ln, _ := strconv.Atoi(m[1])
		k := sort.SearchInts(starts, ln+1) - 1
		if k >= 0 && k < len(sub) && ln < starts[k]+3 {
			bad[k] = true
		}
	}
	// A diagnostic located in case k's function comes from instantiating
	// case k's expression: case k does not compile on its own.
	// And an expression that contains a refused one as a subexpression is
	// refused too (g++ reports a failing instantiation only for the first
	// case that needs it).
	if len(bad) > 0 && len(bad) < len(idx) && depth < 64 {
		var refused []string
		for i := range idx {
			if bad[i] {
				refused = append(refused, sub[i].Expr)
			}
		}
		var keep []int
		for i, k := range idx {
			implied := false
			for _, r := range refused {
				implied = implied || strings.Contains(sub[i].Expr, r)
			}
			if bad[i] || implied {
				res[k] = CppResult{Refused: true}
				continue
			}
			keep = append(keep, k)
		}
		return c.run(all, keep, res, depth+1)
	}
	h := len(idx) / 2
	if err := c.run(all, idx[:h], res, depth+1); err != nil {
		return err
	}
	return c.run(all, idx[h:], res, depth+1)
}

// compileRun compiles and runs one program. A compile failure returns the
// diagnostics (non-empty) and an error; any other failure an empty diag.
func (c *Compiler) compileRun(cases []Case) (out, diag string, err error) {
	src, _ := Source(cases)
	if err := os.MkdirAll(c.WorkDir, 0o755); err != nil {
		return "", "", err
	}
	cpp := filepath.Join(c.WorkDir, "case.cpp")
	bin := filepath.Join(c.WorkDir, "case")
	if err := os.WriteFile(cpp, []byte(src), 0o644); err != nil {
		return "", "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.Timeout)
	defer cancel()
	args := append([]string{"-std=c++17", "-O0", "-w"}, c.Flags...)
	args = append(args, "-I"+c.Stubs, "-I"+c.CutlassInclude,
		"-D__device__=", "-DCUTLASS_ENABLE_DIRECT_CUDA_DRIVER_CALL",
		cpp, "-o", bin)
	cmd := exec.CommandContext(ctx, "g++", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", "", fmt.Errorf("g++ timed out after %v", c.Timeout)
		}
		d := stderr.String()
		if d == "" {
			d = err.Error()
		}
		return "", d, fmt.Errorf("g++: %w", err)
	}
	run := exec.CommandContext(ctx, bin)
	o, err := run.Output()
	if err != nil {
		return "", "", fmt.Errorf("running the cases: %w", err)
	}
	return string(o), "", nil
}

// split cuts the program's output at the @@i@@ markers.
func split(out string, n int) ([]string, error) {
	texts := make([]string, n)
	for i := 0; i < n; i++ {
		start := fmt.Sprintf("\n@@%d@@\n", i)
		next := fmt.Sprintf("\n@@%d@@\n", i+1)
		if i == n-1 {
			next = "\n@@end@@\n"
		}
		a := strings.Index(out, start)
		b := strings.Index(out, next)
		if a < 0 || b < a {
			return nil, fmt.Errorf("output of case %d not found", i)
		}
		texts[i] = out[a+len(start) : b]
	}
	return texts, nil
}
